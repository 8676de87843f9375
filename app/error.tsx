'use client';

import { ErrorNotice } from '@/components/shared/island-boundary.client';

/**
 * The error page of every route (Next's `error.js`): a page that failed while rendering shows a
 * short Norwegian message inside the site's header and footer, a "Prøv igjen" button that renders
 * it again and a link to the front page, instead of Next's English default.
 */
export default function ErrorPage({ reset }: { error: unknown; reset: () => void }) {
  return <ErrorNotice page reset={reset} />;
}
