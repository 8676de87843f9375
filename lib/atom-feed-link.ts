/** The Atom feed's path on the site (lib/atom-feed.ts), linked from every page's head (app/layout.tsx). */
export const ATOM_FEED_PATH = '/nyheter.atom';

/** The feed's title, in the feed and in the pages' `<link rel="alternate">`. */
export const atomFeedTitle = (site: { title: string }): string =>
  `${site.title}: nytt i programmet og nyheter`;
