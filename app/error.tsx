'use client';

import Link from 'next/link';

/**
 * The error page of every route (Next's `error.js`): a page that failed while rendering shows a
 * short Norwegian message inside the site's header and footer, a button that renders it again
 * and a link to the front page, instead of Next's English default.
 */
export default function ErrorPage({ reset }: { error: unknown; reset: () => void }) {
  return (
    <div className="container error-page" role="alert">
      <h1>Noe gikk galt</h1>
      <p>Siden kunne ikke vises. Prøv igjen, eller gå til forsiden.</p>
      <p className="error-page__actions">
        <button type="button" className="button" onClick={reset}>
          Prøv igjen
        </button>
        <Link href="/">Gå til forsiden</Link>
      </p>
    </div>
  );
}
