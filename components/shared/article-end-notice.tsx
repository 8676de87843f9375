import { isPastShowing, SHOWING, showingAttributes } from './showing-clock';

/**
 * «Arrangementet er over.» for an article whose event ends at `end` (lib/article-end.ts), in the
 * showing clock's contract (showing-clock.ts): a hidden marker showing that starts at `end` and the
 * notice as the scope's empty state, so the notice appears when the visitor's clock passes the
 * end, however long after the build (`now`) the page is read. Shown from the start when the
 * event was already over at the build.
 */
export function ArticleEndNotice({
  end,
  now,
  className,
}: {
  end: string;
  now: string;
  className: string;
}) {
  const over = isPastShowing(end, Date.parse(now));
  return (
    <div {...{ [SHOWING.scope]: '' }}>
      {!over && <span hidden {...showingAttributes(end)} />}
      <p className={className} hidden={!over} {...{ [SHOWING.none]: '' }}>
        Arrangementet er over.
      </p>
    </div>
  );
}
