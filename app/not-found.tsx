import type { Metadata } from 'next';

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
          <a href="/">Gå til forsiden</a>
        </li>
        <li>
          <a href="/kinoprogram">Se kinoprogrammet</a>
        </li>
        <li>
          <a href="/kulturprogram">Se kulturprogrammet</a>
        </li>
        <li>
          <a href="/search">Søk på nettstedet</a>
        </li>
      </ul>
    </div>
  );
}
