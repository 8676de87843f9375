import Link from 'next/link';
import { ChangeConsentButton } from '@/components/consent/change-consent-button.client';
import type { MenuNode } from '@/engine';
import { Directions } from '@/components/shared/directions';
import type { FooterItem, FooterSection, SiteLocation } from '@/lib/schemas';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

function FooterEntry({ item, location }: { item: FooterItem; location: SiteLocation }) {
  if (item.type === 'address') return <Directions location={location} />;
  if (item.type === 'link' && item.href) {
    return item.href.startsWith('/') ? (
      <Link href={item.href}>{item.value}</Link>
    ) : (
      <a href={item.href}>{item.value}</a>
    );
  }
  if (item.type === 'title') return <strong>{item.value}</strong>;
  return <>{item.value}</>;
}

/** Site footer: contact (the address with map links, `site.location`) and opening hours sections, useful and social links, the footer menu and "Endre samtykke" (`consentSettings`: only when a tracker asks for consent). */
export function Footer({
  sections,
  menu,
  siteTitle,
  location,
  consentSettings,
}: {
  sections: FooterSection[];
  menu: MenuNode[];
  siteTitle: string;
  location: SiteLocation;
  consentSettings: boolean;
}) {
  const ordered = [...sections].sort((a, b) => a.order - b.order);
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
                      <FooterEntry item={item} location={location} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
        <nav aria-label="Bunnmeny" className="footer-menu">
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                {item.external ? (
                  <a href={item.path}>{item.label}</a>
                ) : (
                  <Link href={item.path}>{item.label}</Link>
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
