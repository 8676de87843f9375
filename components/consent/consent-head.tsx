import { CONSENT_COOKIE, CONSENT_VALUE } from './consent-cookie';
import { STORED_CHOICE_ATTRIBUTE } from './open-consent';
import styles from './consent.module.css';

/** Marks `<html>` when a valid choice is stored, so CSS hides the server-rendered banner before the first paint. */
export const STORED_CHOICE_SCRIPT = `${String(CONSENT_VALUE)}.test((document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/)||[])[1]||"")&&document.documentElement.setAttribute("${STORED_CHOICE_ATTRIBUTE}","")`;

/** The consent banner's `<head>` part; without JavaScript no tracker can load, so `<noscript>` hides the banner. */
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
