import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: '404',
  description: 'Denne siden finnes ikke',
  robots: { index: false },
};

/** The 404 page (docs/product.md, Pages and routes): every unknown path falls back to it, with status 404. */
export default function NotFound() {
  return (
    // data-unknown-page: the service worker registration removes a controlling worker here (docs/product.md, Pages and routes).
    <div className="container not-found" data-unknown-page="">
      <h1>Denne siden finnes ikke</h1>
      <p>Siden kan ha blitt flyttet eller fjernet, eller adressen er skrevet feil.</p>
      <ul>
        <li>
          <Link href="/">Gå til forsiden</Link>
        </li>
        <li>
          <Link href="/kinoprogram">Se kinoprogrammet</Link>
        </li>
        <li>
          <Link href="/kulturprogram">Se kulturprogrammet</Link>
        </li>
        <li>
          <Link href="/search">Søk på nettstedet</Link>
        </li>
      </ul>
    </div>
  );
}
