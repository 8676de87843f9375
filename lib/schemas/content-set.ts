import type { HallHours } from '../open-now';
import type { Article } from './article';
import type { Event } from './event';
import type { FooterSection, MenuItem } from './navigation';
import type { PageDefinition } from './page-definition';
import type { Production } from './production';
import type { Redirect } from './redirects';
import type { Site } from './site';

/** Whichever content source supplied it. */
export interface ContentSet {
  site: Site;
  definitions: PageDefinition[];
  productions: Production[];
  events: Event[];
  articles: Article[];
  menu: MenuItem[];
  footer: FooterSection[];
  redirects: Redirect[];
  /** The halls whose «Åpent nå» the site shows, from content/house.json (lib/open-now.ts). */
  openingHours?: HallHours[];
}
