'use client';

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ConsentCategoryText } from './consent-categories';
import { NO_CONSENT, type ConsentChoice } from './consent-cookie';
import { ConsentSwitch } from './consent-switch.client';
import styles from './consent.module.css';

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
  /** The offered categories' texts, from the server (consent-texts.ts). */
  categories: ConsentCategoryText[];
  /** "Godta alle": every offered category. */
  all: ConsentChoice;
  initial: ConsentChoice;
  intro: ReactNode;
  /** Move focus to the banner (when reopened from the footer; never on page load). */
  focusOnOpen: boolean;
  onSave: (choice: ConsentChoice) => void;
}

/**
 * The consent banner. The three buttons look alike, so refusing is as easy as accepting
 * (Datatilsynet); each offered category's switch is off until turned on.
 */
export function ConsentBanner({
  categories,
  all,
  initial,
  intro,
  focusOnOpen,
  onSave,
}: ConsentBannerProps) {
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
          <button type="button" className={styles.button} onClick={() => onSave(all)}>
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
          {categories.map(({ category, label, description }) => (
            <ConsentSwitch
              key={category}
              label={label}
              description={description}
              checked={choice[category]}
              onChange={(granted) => setChoice({ ...choice, [category]: granted })}
            />
          ))}
          <button type="button" className={styles.button} onClick={() => onSave(choice)}>
            Lagre valg
          </button>
        </fieldset>
      </div>
    </div>
  );
}
