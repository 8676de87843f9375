'use client';

import { preload } from 'react-dom';

interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Preloads the page's own priority image at high priority: in the HTML's head when the page is
 * rendered (so the browser fetches it before the page's style sheets and scripts), and when a
 * client navigation renders the page. A client component, because React writes the preloads of a
 * server component into the page's RSC payload too, and Next applies the hints of every page it
 * prefetches to the page in view: every page then fetched the images of the pages it links to
 * (docs/browser.md, A clean console). Renders nothing.
 */
export function ImagePreload({ src, srcSet, sizes }: ImagePreloadProps) {
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: srcSet,
    imageSizes: srcSet ? sizes : undefined,
  });
  return null;
}
