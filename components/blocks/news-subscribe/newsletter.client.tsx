'use client';

import dynamic from 'next/dynamic';

/** The newsletter form in its own chunk, so its code and zod stay off other pages; still server-rendered. */
const NewsletterFormIsland = dynamic(() =>
  import('./newsletter-form.client').then((module) => module.NewsletterForm),
);

export function NewsletterIsland() {
  return <NewsletterFormIsland />;
}
