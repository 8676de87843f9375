'use client';

import './globals.css';

/**
 * The error page when the root layout itself fails (Next's `global-error.js`): it replaces the
 * whole document, so it has its own `<html>` and `<body>`, the site's styles and a plain link
 * (the layout's header, footer and router context are gone).
 */
export default function GlobalError({ reset }: { error: unknown; reset: () => void }) {
  return (
    <html lang="nb">
      <body>
        <title>Noe gikk galt</title>
        <main className="container error-page" role="alert">
          <h1>Noe gikk galt</h1>
          <p>Siden kunne ikke vises. Prøv igjen, eller gå til forsiden.</p>
          <p className="error-page__actions">
            <button type="button" className="button" onClick={reset}>
              Prøv igjen
            </button>
            {/* A full load: after the root layout failed, the client router cannot be trusted. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Gå til forsiden</a>
          </p>
        </main>
      </body>
    </html>
  );
}
