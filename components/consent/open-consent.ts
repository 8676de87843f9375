/** The window event that reopens the consent banner (sent by the "Endre samtykke" button). */
export const OPEN_CONSENT_EVENT = 'kh:open-consent';

/** Put on `<html>` by the head script when a choice is stored: hides the banner until hydration. */
export const STORED_CHOICE_ATTRIBUTE = 'data-consent-stored';

/** Reopens the consent banner, so the visitor can change or withdraw consent at any time. */
export function openConsent(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT));
}
