'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AnalyticsListener } from '@/components/analytics/analytics-listener.client';
import { ConsentBanner } from './consent-banner.client';
import {
  asksConsent,
  offeredCategories,
  withinOffer,
  type ConsentCategoryText,
  type TrackerIds,
} from './consent-categories';
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

interface ConsentProps extends TrackerIds {
  /** The offered categories' texts (consent-texts.ts): none when no tracker is configured. */
  categories: ConsentCategoryText[];
  intro: ReactNode;
}

/**
 * Cookie consent: banner, allowed trackers and analytics; sets `data-hydrated`, which e2e tests
 * wait for. With no tracker configured there is nothing to ask: no banner, and no tracker starts.
 */
export function Consent({ trackingId, pixelId, categories, intro }: ConsentProps) {
  const stored = useSyncExternalStore(subscribeConsent, storedConsent, storedConsentOnServer);
  const offered = useMemo(() => offeredCategories({ trackingId, pixelId }), [trackingId, pixelId]);
  // A stored grant of a category no longer offered (its tracker was switched off) counts as refused.
  const choice = useMemo(() => {
    const parsed = parseConsent(stored);
    return parsed && withinOffer(parsed, offered);
  }, [stored, offered]);
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
      {asksConsent(offered) && (choice === null || reopened) && (
        <ConsentBanner
          categories={categories}
          all={offered}
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
