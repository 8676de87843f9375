/** The attribute the share listener (`share-run.ts`) finds a share button by: its value is the anchor added to the page's canonical URL. */
export const SHARE_ATTRIBUTE = 'data-share';

interface ShareButtonProps {
  /** The anchor of a showing on the page (`visning-<event id>`), or none for the page itself. */
  anchor?: string;
  /** The text the Web Share API passes on, e.g. `Fjellet, lørdag 21. november kl. 18:00`. */
  text: string;
  /** Hidden text completing the button's accessible name, e.g. ` visningen lørdag 21. november kl. 18:00`. */
  subject?: string;
}

/**
 * «Del» (Web Share API) or «Kopier lenke» (clipboard) with its live region; no script of its own and
 * no hooks, so server blocks and islands render it alike. Hidden until `share-run.ts` names what
 * the browser can do on `<html>` (docs/browser.md, Share).
 */
export function ShareButton({ anchor, text, subject = '' }: ShareButtonProps) {
  return (
    <span className="share">
      <button
        type="button"
        className="share__button"
        {...{ [SHARE_ATTRIBUTE]: anchor ? `#${anchor}` : '' }}
        data-share-text={text}
      >
        <span className="share__share">
          Del<span className="visually-hidden">{subject}</span>
        </span>
        <span className="share__copy">
          Kopier lenke<span className="visually-hidden">{subject && ` til${subject}`}</span>
        </span>
      </button>
      <span className="share__status" role="status" />
    </span>
  );
}

/** The stable anchor of a showing on its page: `visning-<event id>`. */
export const showingAnchor = (eventId: string) => `visning-${eventId}`;
