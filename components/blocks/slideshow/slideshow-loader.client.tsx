'use client';

import dynamic from 'next/dynamic';
import type { SlideshowTrackProps } from './slideshow-track.client';

/**
 * The slideshow in its own chunk: only the front page has one, and every page is one route, so a
 * direct import would put it in every page's script budget. Still server-rendered.
 */
const Track = dynamic(() =>
  import('./slideshow-track.client').then((module) => module.SlideshowTrack),
);

export function SlideshowLoader(props: SlideshowTrackProps) {
  return <Track {...props} />;
}
