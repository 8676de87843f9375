'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { AnalyticsListener } from '@/components/analytics/analytics-listener.client';
import { applyConsent, type TrackerIds } from './apply-consent';
import { ConsentBanner } from './consent-banner.client';
import { NO_CONSENT, parseConsent, type ConsentChoice } from './consent-cookie';
import {
  saveConsent,
  storedConsent,
  storedConsentOnServer,
  subscribeConsent,
} from './consent-store';
import { OPEN_CONSENT_EVENT } from './open-consent';

/** Starts or stops the trackers for the stored choice; renders nothing. */
function Trackers({ choice, trackingId, pixelId }: TrackerIds & { choice: ConsentChoice | null }) {
  useEffect(() => {
    if (choice) applyConsent(choice, { trackingId, pixelId });
  }, [choice, trackingId, pixelId]);
  return null;
}

/**
 * Cookie consent, rendered once in the root layout: the banner when no valid choice is stored (or
 * the visitor reopened it from the footer), the trackers the choice allows, and the analytics
 * events. Renders nothing on the server: the choice is read from `kh_consent` on the client only.
 */
export function Consent({ trackingId, pixelId, siteTitle }: TrackerIds & { siteTitle: string }) {
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, storedConsentOnServer);
  const choice = useMemo(() => (stored === null ? null : parseConsent(stored)), [stored]);
  const [reopened, setReopened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onOpen = () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopened(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
  }, []);

  const save = (next: ConsentChoice) => {
    saveConsent(next);
    setReopened(false);
    opener.current?.focus();
    opener.current = null;
  };

  const open = stored !== null && (choice === null || reopened);
  return (
    <>
      {open && (
        <ConsentBanner
          initial={choice ?? NO_CONSENT}
          siteTitle={siteTitle}
          focusOnOpen={reopened}
          onSave={save}
        />
      )}
      {/* Sibling effects run in order: the trackers start before the first event is sent. */}
      <Trackers choice={choice} trackingId={trackingId} pixelId={pixelId} />
      <AnalyticsListener enabled={choice?.statistics === true} />
    </>
  );
}
