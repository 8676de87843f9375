'use client';

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { NO_CONSENT, type ConsentChoice } from './consent-cookie';
import { ConsentSwitch } from './consent-switch.client';
import styles from './consent.module.css';

const ALL: ConsentChoice = { statistics: true, marketing: true };

/** Keeps the end of the page scrollable above the fixed banner, without moving any content. */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A bottom margin, not padding: body has min-height 100vh, so padding would pull the footer up.
    const observer = new ResizeObserver(() => {
      document.body.style.marginBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.marginBottom = '';
    };
  }, [banner]);
}

interface ConsentBannerProps {
  initial: ConsentChoice;
  intro: ReactNode;
  /** Move focus to the banner (when reopened from the footer; never on page load). */
  focusOnOpen: boolean;
  onSave: (choice: ConsentChoice) => void;
}

/**
 * The consent banner. The three buttons look alike, so refusing is as easy as accepting
 * (Datatilsynet); each category's switch is off until turned on.
 */
export function ConsentBanner({ initial, intro, focusOnOpen, onSave }: ConsentBannerProps) {
  const [customising, setCustomising] = useState(false);
  const [choice, setChoice] = useState(initial);
  const region = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useRoomBelowPage(region);
  useEffect(() => {
    if (focusOnOpen) region.current?.focus();
  }, [focusOnOpen]);

  return (
    <div
      ref={region}
      role="region"
      aria-label="Samtykke til informasjonskapsler"
      tabIndex={-1}
      className={styles.banner}
    >
      <div className={styles.inner}>
        {intro}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => onSave(ALL)}>
            Godta alle
          </button>
          <button type="button" className={styles.button} onClick={() => onSave(NO_CONSENT)}>
            Avslå alle
          </button>
          <button
            type="button"
            className={styles.button}
            aria-expanded={customising}
            aria-controls={panelId}
            onClick={() => setCustomising(!customising)}
          >
            Velg selv
          </button>
        </div>
        <fieldset id={panelId} className={styles.choices} hidden={!customising}>
          <legend>Velg hva vi kan bruke</legend>
          <ConsentSwitch
            label="Statistikk"
            description="Google Analytics teller besøk og viser hvilke sider som brukes mest."
            checked={choice.statistics}
            onChange={(statistics) => setChoice({ ...choice, statistics })}
          />
          <ConsentSwitch
            label="Markedsføring"
            description="Facebook-pikselen fra Meta måler og målretter annonsene våre på Facebook og Instagram."
            checked={choice.marketing}
            onChange={(marketing) => setChoice({ ...choice, marketing })}
          />
          <button type="button" className={styles.button} onClick={() => onSave(choice)}>
            Lagre valg
          </button>
        </fieldset>
      </div>
    </div>
  );
}
