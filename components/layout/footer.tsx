import { ChangeConsentButton } from '@/components/consent/change-consent-button.client';
import type { MenuNode } from '@/engine';
import { Directions } from '@/components/shared/directions';
import { OpenNow, OpenNowScript } from '@/components/shared/open-now';
import type { HallHours } from '@/lib/open-now';
import type { FooterItem, FooterSection, SiteLocation } from '@/lib/schemas';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

interface FooterFacts {
  location: SiteLocation;
  openingHours: readonly HallHours[];
  now?: string;
}

function FooterEntry({ item, facts }: { item: FooterItem; facts: FooterFacts }) {
  if (item.type === 'address') return <Directions location={facts.location} />;
  if (item.type === 'open') {
    const hours = facts.openingHours.find((candidate) => candidate.hall === item.value);
    if (!hours || facts.now === undefined)
      throw new Error(
        `footer item '${item.value}': no hall with opening hours by that id in content/house.json`,
      );
    return (
      <>
        {hours.name}: <OpenNow hours={hours} now={facts.now} />
      </>
    );
  }
  if (item.type === 'link' && item.href) {
    return item.href.startsWith('/') ? (
      <a href={item.href}>{item.value}</a>
    ) : (
      <a href={item.href}>{item.value}</a>
    );
  }
  if (item.type === 'title') return <strong>{item.value}</strong>;
  return <>{item.value}</>;
}

/** Site footer: contact (the address with map links, `site.location`) and opening hours sections (with «Åpent nå», `openingHours` at `now`, and the inline script that sets it from the visitor's clock before it is painted), useful and social links, the footer menu and "Endre samtykke" (`consentSettings`: only when a tracker asks for consent). */
export function Footer({
  sections,
  menu,
  siteTitle,
  location,
  openingHours = [],
  now,
  consentSettings,
}: {
  sections: FooterSection[];
  menu: MenuNode[];
  siteTitle: string;
  location: SiteLocation;
  openingHours?: readonly HallHours[];
  now?: string;
  consentSettings: boolean;
}) {
  const ordered = [...sections].sort((a, b) => a.order - b.order);
  const hasOpenNow = sections.some((section) => section.items.some((item) => item.type === 'open'));
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__sections">
          {ordered.map((section) => (
            <section key={section.title} aria-labelledby={`footer-${section.order}`}>
              <h2 id={`footer-${section.order}`}>{section.title}</h2>
              <ul>
                {[...section.items]
                  .sort((a, b) => a.order - b.order)
                  .map((item) => (
                    <li key={item.order}>
                      <FooterEntry item={item} facts={{ location, openingHours, now }} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
        {/* Sets the statuses above from the visitor's clock before they are painted. */}
        {hasOpenNow && <OpenNowScript />}
        <nav aria-label="Bunnmeny" className="footer-menu">
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                {item.external ? (
                  <a href={item.path}>{item.label}</a>
                ) : (
                  <a href={item.path}>{item.label}</a>
                )}
              </li>
            ))}
            {consentSettings && (
              <li>
                <IslandBoundary name="consent-settings">
                  <ChangeConsentButton />
                </IslandBoundary>
              </li>
            )}
          </ul>
        </nav>
        <p className="site-footer__copy">© {siteTitle}</p>
      </div>
    </footer>
  );
}
