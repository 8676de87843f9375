/** The window event that reopens the consent banner (sent by the "Endre samtykke" button). */
export const OPEN_CONSENT_EVENT = 'kh:open-consent';

/**
 * The attribute the head script (consent-head.tsx) puts on `<html>` when a choice is stored: it
 * hides the server-rendered banner until the page has hydrated; reopening the banner removes it.
 */
export const STORED_CHOICE_ATTRIBUTE = 'data-consent-stored';

/** Reopens the consent banner, so the visitor can change or withdraw consent at any time. */
export function openConsent(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT));
}
