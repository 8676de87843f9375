import Link from 'next/link';
import type { MenuNode } from '@/engine';
import type { Site } from '@/lib/schemas';
import { MainMenu } from './menu.client';

/** Site header: name, main menu and the search field (SPEC.md §2 navigation). */
export function Header({ site, menu }: { site: Site; menu: MenuNode[] }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__name">
          {site.title}
        </Link>
        <MainMenu items={menu} />
        {site.theme.search.enabled && (
          <form role="search" action={site.theme.search.submitPath} method="get" className="search-form">
            <label htmlFor="site-search" className="visually-hidden">
              Søk på nettstedet
            </label>
            <input id="site-search" type="search" name="q" placeholder="Søk" autoComplete="off" />
            <button type="submit">Søk</button>
          </form>
        )}
      </div>
    </header>
  );
}
