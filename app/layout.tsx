import type { Metadata, Viewport } from 'next';
import { Consent } from '@/components/consent/consent.client';
import { asksConsent, offeredCategories } from '@/components/consent/consent-categories';
import { ConsentHead } from '@/components/consent/consent-head';
import { ConsentIntro } from '@/components/consent/consent-intro';
import { consentCategoryTexts } from '@/components/consent/consent-texts';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { NavigationProgress } from '@/components/navigation/navigation-progress.client';
import { ServiceWorker } from '@/components/service-worker/service-worker.client';
import { ShowingClock } from '@/components/shared/showing-clock.client';
import { ATOM_FEED_PATH, atomFeedTitle } from '@/lib/atom-feed-link';
import { siteUrl } from '@/lib/site-url';
import { appConfig } from './_site/build-config';
import { buildClock, filmclub, menus, siteContent } from './_site/site-data';
import './globals.css';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

export async function generateMetadata(): Promise<Metadata> {
  const { site } = await siteContent();
  return {
    metadataBase: new URL(siteUrl(site)),
    applicationName: site.title,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: '#1d1836', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [{ site, footer, openingHours }, menu, club, now] = await Promise.all([
    siteContent(),
    menus(),
    filmclub(),
    buildClock(),
  ]);
  const trackers = { trackingId: site.analyticsTrackingId, pixelId: site.facebookPixelId };
  // Only configured trackers are asked about; with none, no banner and no "Endre samtykke".
  const offered = offeredCategories(trackers);
  return (
    // The head script marks <html> before hydration (components/consent/consent-head.tsx).
    <html lang="nb" suppressHydrationWarning>
      <head>
        {asksConsent(offered) && <ConsentHead />}
        <link
          rel="alternate"
          type="application/atom+xml"
          title={atomFeedTitle(site)}
          href={ATOM_FEED_PATH}
        />
      </head>
      <body {...(appConfig().build.islandFaultTest && { 'data-island-fault-test': '' })}>
        <IslandBoundary name="navigation-progress" silent>
          <NavigationProgress />
        </IslandBoundary>
        <a href="#innhold" className="skip-link">
          Hopp til innholdet
        </a>
        <IslandBoundary name="consent" silent>
          <Consent
            {...trackers}
            categories={consentCategoryTexts(offered)}
            intro={<ConsentIntro siteTitle={site.title} offered={offered} />}
          />
        </IslandBoundary>
        <Header site={site} menu={menu.header} filmclub={club} />
        <main id="innhold" tabIndex={-1}>
          {children}
        </main>
        <Footer
          sections={footer}
          menu={menu.footer}
          siteTitle={site.title}
          location={site.location}
          openingHours={openingHours}
          now={now}
          consentSettings={asksConsent(offered)}
        />
        <IslandBoundary name="service-worker" silent>
          <ServiceWorker enabled={appConfig().production} />
        </IslandBoundary>
        <IslandBoundary name="showing-clock" silent>
          <ShowingClock runtimeUrl={appConfig().build.runtimeUrl} site={site.id} />
        </IslandBoundary>
      </body>
    </html>
  );
}
