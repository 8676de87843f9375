import { isPastShowing, SHOWING, showingAttributes } from './showing-clock';

/**
 * «Arrangementet er over.» (or `message`) as the showing clock's empty state behind a hidden marker at `end`, so
 * it appears when the visitor's clock passes the end, however long after the build.
 */
export function ArticleEndNotice({
  end,
  now,
  className,
  message = 'Arrangementet er over.',
}: {
  end: string;
  now: string;
  className: string;
  message?: string;
}) {
  const over = isPastShowing(end, Date.parse(now));
  return (
    <div {...{ [SHOWING.scope]: '' }}>
      {!over && <span hidden {...showingAttributes(end)} />}
      <p className={className} hidden={!over} {...{ [SHOWING.none]: '' }}>
        {message}
      </p>
    </div>
  );
}
