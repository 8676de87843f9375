import { CONSENT_COOKIE, CONSENT_VALUE } from './consent-cookie';
import { STORED_CHOICE_ATTRIBUTE } from './open-consent';
import styles from './consent.module.css';

/**
 * The inline script of every page's `<head>`: when `kh_consent` holds a valid choice (the same
 * pattern as {@link CONSENT_VALUE}), it marks `<html>` with {@link STORED_CHOICE_ATTRIBUTE}, and
 * consent.module.css hides the server-rendered banner before the first paint. The build hashes it
 * into the page's CSP like every inline script (pipeline/post-export/security-headers.ts).
 */
export const STORED_CHOICE_SCRIPT = `${String(CONSENT_VALUE)}.test((document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/)||[])[1]||"")&&document.documentElement.setAttribute("${STORED_CHOICE_ATTRIBUTE}","")`;

/**
 * What the consent banner needs in the document's `<head>` (app/layout.tsx; docs/browser.md, "The
 * consent banner"): the banner is in the static HTML, so it paints with the page; the script
 * hides it for a visitor who already chose. Without JavaScript a `<noscript>` style hides it and
 * the footer's "Endre samtykke": no tracker can load without JavaScript, so there is nothing to
 * ask, and neither would work.
 */
export function ConsentHead() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: STORED_CHOICE_SCRIPT }} />
      <noscript>
        <style>{`.${styles.banner},.${styles.changeButton}{display:none}`}</style>
      </noscript>
    </>
  );
}
