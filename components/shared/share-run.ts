import { SHARE_ATTRIBUTE } from './share-button';

/** `<html data-share-mode="share|copy">` shows the buttons and the matching label (app/globals.css). */
const MODE = 'shareMode';
export const COPIED = 'Lenken er kopiert';
export const COPY_FAILED = 'Kunne ikke kopiere lenken';

/**
 * One delegated click listener for every share button of `doc`, those a client navigation or an
 * island renders later too (docs/browser.md, Share). The URL is the page's canonical link (the
 * location without query and hash where there is none) plus the button's anchor. Where the
 * browser has neither `navigator.share` nor `navigator.clipboard` the buttons stay hidden.
 * Returns the function that removes the listener and hides the buttons again.
 */
export function installShare(doc: Document = document): () => void {
  const nav = doc.defaultView?.navigator;
  const root = doc.documentElement;
  const mode = nav?.share ? 'share' : nav?.clipboard ? 'copy' : undefined;
  if (!nav || !mode) return () => undefined;
  root.dataset[MODE] = mode;
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    const button =
      target instanceof Element ? target.closest<HTMLElement>(`button[${SHARE_ATTRIBUTE}]`) : null;
    if (!button) return;
    const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    const { origin, pathname } = doc.location;
    const url = (canonical || origin + pathname) + (button.getAttribute(SHARE_ATTRIBUTE) ?? '');
    if (mode === 'share') {
      // A visitor who closes the share sheet rejects the promise: nothing to say.
      nav.share({ title: doc.title, text: button.dataset.shareText, url }).catch(() => undefined);
      return;
    }
    const status = button.nextElementSibling;
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    say('');
    nav.clipboard.writeText(url).then(
      () => say(COPIED),
      () => say(COPY_FAILED),
    );
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    delete root.dataset[MODE];
  };
}
