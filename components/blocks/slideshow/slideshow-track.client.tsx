'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/shared/url-state';

/** Time each slide shows while the slideshow plays, in ms. */
export const SLIDE_INTERVAL_MS = 7000;

export interface SlideshowTrackProps {
  slides: { id: string; content: React.ReactNode }[];
  label: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** True when the visitor asked the system for less motion (then nothing moves by itself). */
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );

/**
 * Slideshow (WAI-ARIA carousel): plays only without reduced motion, holds still while hovered or
 * focused; the controls are in the server HTML, so nothing shifts.
 */
export function SlideshowTrack({ slides, label }: SlideshowTrackProps) {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const playing = hydrated && !reducedMotion && !paused && slides.length > 1;

  const show = (next: number) => {
    const target = (next + slides.length) % slides.length;
    const list = track.current;
    list?.scrollTo({
      left: target * list.clientWidth,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    setIndex(target);
  };

  useEffect(() => {
    if (!playing || held) return undefined;
    const timer = window.setInterval(() => {
      const list = track.current;
      if (!list) return;
      const next = (Math.round(list.scrollLeft / list.clientWidth) + 1) % slides.length;
      list.scrollTo({ left: next * list.clientWidth, behavior: 'smooth' });
      setIndex(next);
    }, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, slides.length]);

  const onScroll = () => {
    const list = track.current;
    if (list) setIndex(Math.round(list.scrollLeft / list.clientWidth));
  };

  return (
    <div
      className="slideshow__frame"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(index + 1);
        if (event.key === 'ArrowLeft') show(index - 1);
      }}
    >
      <ul
        className="slideshow__track"
        ref={track}
        onScroll={onScroll}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, position) => (
          <li
            key={slide.id}
            className="slide"
            aria-roledescription="lysbilde"
            aria-label={`${position + 1} av ${slides.length}`}
          >
            {slide.content}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="slideshow__controls" role="group" aria-label={`Kontroller for ${label}`}>
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setPaused(!paused)}
            aria-pressed={!playing}
          >
            {playing ? 'Pause' : 'Spill av'}
            <span className="visually-hidden"> lysbildefremvisningen</span>
          </button>
          <button type="button" disabled={!hydrated} onClick={() => show(index - 1)}>
            <span aria-hidden="true">‹ </span>
            Forrige<span className="visually-hidden"> lysbilde</span>
          </button>
          <span className="slideshow__position" aria-hidden="true">
            {index + 1} / {slides.length}
          </span>
          <button type="button" disabled={!hydrated} onClick={() => show(index + 1)}>
            Neste<span className="visually-hidden"> lysbilde</span>
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      )}
    </div>
  );
}
