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

/** On the server the choice is unknown: render nothing, so the banner never flashes. */
export function storedConsentOnServer(): null {
  return null;
}

/** Stores a choice in `kh_consent` and tells the subscribers. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' });
  for (const listener of listeners) listener();
}
