'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AnalyticsListener } from '@/components/analytics/analytics-listener.client';
import type { TrackerIds } from './apply-consent';
import { ConsentBanner } from './consent-banner.client';
import { NO_CONSENT, parseConsent, type ConsentChoice } from './consent-cookie';
import {
  saveConsent,
  storedConsent,
  storedConsentOnServer,
  subscribeConsent,
} from './consent-store';
import { OPEN_CONSENT_EVENT, STORED_CHOICE_ATTRIBUTE } from './open-consent';

interface TrackersProps extends TrackerIds {
  choice: ConsentChoice | null;
  /** Called with the choice once the trackers follow it. */
  onApplied: (choice: ConsentChoice) => void;
}

/**
 * Starts or stops the trackers for the stored choice; renders nothing. Their code loads on demand,
 * once a choice exists: most visitors never grant one, and every page's script budget is shared.
 * Calls run in the order of the choices, as they wait for the same module.
 */
function Trackers({ choice, trackingId, pixelId, onApplied }: TrackersProps) {
  useEffect(() => {
    if (!choice) return;
    void import('./apply-consent').then(({ applyConsent }) => {
      applyConsent(choice, { trackingId, pixelId });
      onApplied(choice);
    });
  }, [choice, trackingId, pixelId, onApplied]);
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
  // The choice the trackers follow: events wait for it, so they come after consent default and update.
  const [applied, setApplied] = useState<ConsentChoice | null>(null);
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
      <Trackers choice={choice} trackingId={trackingId} pixelId={pixelId} onApplied={setApplied} />
      <AnalyticsListener enabled={choice?.statistics === true && applied === choice} />
    </>
  );
}
