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

/** Starts or stops the trackers; their code loads on demand, as most visitors never grant consent. */
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

/** Cookie consent: banner, allowed trackers and analytics; sets `data-hydrated`, which e2e tests wait for. */
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
