import type { Metadata } from 'next';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { filmclub, siteContent } from '../_site/site-data';

export async function generateMetadata(): Promise<Metadata> {
  const { site } = await siteContent();
  return {
    title: `${site.title} | Frakoblet`,
    description: 'Du er frakoblet nettet',
    robots: { index: false },
  };
}

/**
 * The offline page: the service worker shows it instead of a page that is neither on the network
 * nor in its cache (docs/product.md, Client navigation and the service worker). Member builds point to the tickets, which stay
 * readable offline.
 */
export default async function OfflinePage() {
  const member = (await filmclub()) !== null;
  return (
    <div className="container not-found">
      <h1>Du er frakoblet</h1>
      <p>
        Vi får ikke hentet denne siden fordi du ikke er på nett. Sider du har besøkt før, kan du
        fortsatt åpne.
      </p>
      <p>Prøv igjen når du er tilkoblet.</p>
      <ul>
        <li>
          <a href="/">Gå til forsiden</a>
        </li>
        {member && (
          <li>
            <a href={MEMBER_PATHS.tickets}>Se billettene dine</a>
          </li>
        )}
      </ul>
    </div>
  );
}
