/** The emulator serves the same list. */
export const FILMCLUB_PARTNERS = [118, 178] as const;
export type FilmclubPartnerId = (typeof FILMCLUB_PARTNERS)[number];

export interface FilmclubConfig {
  partnerId: FilmclubPartnerId;
  /** Each operation's path is its name under it (`<base>/LoginDx`). */
  baseUrl: string;
}

/** `partnerId` (PARTNER_ID) overrides the site's. */
export interface FilmclubSettings {
  partnerId: number | undefined;
  urls: Record<FilmclubPartnerId, string>;
}

export const isFilmclubPartner = (id: number): id is FilmclubPartnerId =>
  (FILMCLUB_PARTNERS as readonly number[]).includes(id);

/** The one place that decides whether a build has a film club: 118 and 178 select a backend, any other id none. */
export function filmclubOf(
  settings: FilmclubSettings,
  sitePartnerId: number,
): FilmclubConfig | null {
  const partnerId = settings.partnerId ?? sitePartnerId;
  return isFilmclubPartner(partnerId) ? { partnerId, baseUrl: settings.urls[partnerId] } : null;
}
