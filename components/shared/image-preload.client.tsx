'use client';

import { preload } from 'react-dom';

interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Preloads the page's own priority image. A client component: a server component's preloads go
 * into the RSC payload, and Next applies every prefetched page's hints to the page in view
 * (docs/browser.md, A clean console).
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
