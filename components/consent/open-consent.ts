/** The window event that reopens the consent banner (sent by the "Endre samtykke" button). */
export const OPEN_CONSENT_EVENT = 'kh:open-consent';

/** Reopens the consent banner, so the visitor can change or withdraw consent at any time. */
export function openConsent(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT));
}
