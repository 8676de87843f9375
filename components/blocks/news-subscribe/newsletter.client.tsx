'use client';

import dynamic from 'next/dynamic';

/**
 * Loads the newsletter form in its own chunk, so its code (and zod) reaches only the pages with a
 * news-subscribe block, not every page that shares the blocks' client chunk (issue 7's JavaScript
 * budget). It is still rendered into the HTML on the server, so the form posts without JavaScript.
 */
const NewsletterFormIsland = dynamic(() =>
  import('./newsletter-form.client').then((module) => module.NewsletterForm),
);

export function NewsletterIsland() {
  return <NewsletterFormIsland />;
}
