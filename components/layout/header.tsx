import type { MenuNode } from '@/engine';
import type { FilmclubConfig } from '@/lib/config';
import type { Site } from '@/lib/schemas';
import { MemberEntry } from './member-entry.client';
import { MainMenu } from './menu.client';
import { StaticMenu } from './static-menu';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** Site header: name, menu, search, and the film-club entry when the build has a backend. */
export function Header({
  site,
  menu,
  filmclub,
}: {
  site: Site;
  menu: MenuNode[];
  filmclub: FilmclubConfig | null;
}) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="site-header__name">
          {site.title}
        </a>
        {filmclub && (
          <IslandBoundary name="member-entry">
            <MemberEntry partnerId={filmclub.partnerId} />
          </IslandBoundary>
        )}
        <IslandBoundary name="main-menu">
          <MainMenu items={menu}>
            <StaticMenu items={menu} />
          </MainMenu>
        </IslandBoundary>
        {site.theme.search.enabled && (
          <form
            role="search"
            action={site.theme.search.submitPath}
            method="get"
            className="search-form"
          >
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
