'use client';

import { ErrorNotice } from '@/components/shared/island-boundary.client';
import './globals.css';

/**
 * The error page when the root layout itself fails (Next's `global-error.js`): it replaces the
 * whole document, so it has its own `<html>` and `<body>` and the site's styles, around the same
 * message as every other error page.
 */
export default function GlobalError({ reset }: { error: unknown; reset: () => void }) {
  return (
    <html lang="nb">
      <body>
        <title>Noe gikk galt</title>
        <main>
          <ErrorNotice page reset={reset} />
        </main>
      </body>
    </html>
  );
}
