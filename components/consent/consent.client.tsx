'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { AnalyticsListener } from '@/components/analytics/analytics-listener.client';
import type { ConsentBannerProps } from './consent-banner.client';
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

/**
 * The banner's code is in its own chunk, which the HTML does not reference (every page's script
 * budget): the server renders the banner all the same, and React keeps that HTML, hidden or shown
 * as the head script decided, until the chunk is in and the banner hydrates.
 */
const ConsentBanner: ComponentType<ConsentBannerProps> =
  // Next compiles `typeof window` to a constant: the server renders the banner at once (a lazy
  // one would suspend, and React would write it after the page with an inline script), and the
  // browser's chunk has no require of it.
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('./consent-banner.client') as typeof import('./consent-banner.client')).ConsentBanner
    : lazy(() =>
        import('./consent-banner.client').then((module) => ({ default: module.ConsentBanner })),
      );

/**
 * Stands in for the banner while a page hydrates whose visitor has chosen: their banner is hidden
 * before the first paint (consent-head.tsx) and leaves once hydrated, so its code never loads,
 * unless they reopen it.
 */
const ChosenBanner = lazy(
  () => new Promise<{ default: ComponentType<ConsentBannerProps> }>(() => {}),
);

/** Marks `<html>` hydrated (e2e tests wait for it, tests/e2e/hydrated.ts). */
const markHydrated = () => document.documentElement.setAttribute('data-hydrated', '');

/** Marks the page hydrated once the banner beside it, in the same Suspense boundary, has hydrated. */
function AfterBanner() {
  useEffect(markHydrated, []);
  return null;
}

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
 * wait for, once the page and a banner it shows have hydrated. With no tracker configured there
 * is nothing to ask: no banner, and no tracker starts.
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
  // Read once while hydrating: the head script's mark, which reopening removes.
  const [chosenAtLoad] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.documentElement.hasAttribute(STORED_CHOICE_ATTRIBUTE),
  );
  const shown = asksConsent(offered) && (choice === null || reopened);
  const Banner = chosenAtLoad && !reopened ? ChosenBanner : ConsentBanner;

  useEffect(() => {
    if (!shown) markHydrated();
  }, [shown]);

  useEffect(() => {
    const html = document.documentElement;
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
      {shown && (
        <Suspense fallback={null}>
          <Banner
            categories={categories}
            all={offered}
            initial={choice ?? NO_CONSENT}
            intro={intro}
            focusOnOpen={reopened}
            onSave={save}
          />
          <AfterBanner />
        </Suspense>
      )}
      <Trackers choice={choice} trackingId={trackingId} pixelId={pixelId} onApplied={setApplied} />
      <AnalyticsListener enabled={choice?.statistics === true && applied === choice} />
    </>
  );
}
