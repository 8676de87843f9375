import { consentCookie, readConsentValue, type ConsentChoice } from './consent-cookie';

const listeners = new Set<() => void>();

/** `useSyncExternalStore` subscription to the stored choice. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The raw `kh_consent` value in the browser (`''` when none). */
export function storedConsent(): string {
  return readConsentValue(document.cookie);
}

/**
 * On the server the choice is unknown, so the banner is in the static HTML; for a visitor who chose,
 * the head script hides it before the first paint (consent-head.tsx).
 */
export function storedConsentOnServer(): string {
  return '';
}

/** Stores a choice in `kh_consent` and tells the subscribers. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' });
  for (const listener of listeners) listener();
}
