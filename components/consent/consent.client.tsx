'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
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
import { OPEN_CONSENT_EVENT, STORED_CHOICE_ATTRIBUTE } from './open-consent';

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
 * events. The server renders the banner (no choice is known there; consent-head.tsx hides it
 * before the first paint when one is stored); the choice is read from `kh_consent` on the client.
 * Once hydrated it sets `data-hydrated` on `<html>`: the buttons work from then on (the end-to-end
 * tests wait for it, tests/e2e/hydrated.ts).
 */
export function Consent({ trackingId, pixelId, intro }: TrackerIds & { intro: ReactNode }) {
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, storedConsentOnServer);
  const choice = useMemo(() => parseConsent(stored), [stored]);
  const [reopened, setReopened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-hydrated', '');
    const onOpen = () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      html.removeAttribute(STORED_CHOICE_ATTRIBUTE);
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

  return (
    <>
      {(choice === null || reopened) && (
        <ConsentBanner
          initial={choice ?? NO_CONSENT}
          intro={intro}
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
