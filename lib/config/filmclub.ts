/*
 * The film club of a build, decided in one place (`filmclubOf`). Pure: no environment here; the
 * settings come from the build configuration (lib/config/parse.ts).
 */

/** The film-club backends: partner id → which backend and how it authenticates. The emulator serves the same list. */
export const FILMCLUB_PARTNERS = [118, 178] as const;
export type FilmclubPartnerId = (typeof FILMCLUB_PARTNERS)[number];

/** Where the member layer talks to, fixed at build time; null when the partner id selects no backend. */
export interface FilmclubConfig {
  partnerId: FilmclubPartnerId;
  /** Base URL of the backend; each operation's path is its name under it (`<base>/LoginDx`). */
  baseUrl: string;
}

/** The film-club part of the build configuration: PARTNER_ID (which overrides the site's partner id) and each backend's base URL. */
export interface FilmclubSettings {
  partnerId: number | undefined;
  urls: Record<FilmclubPartnerId, string>;
}

export const isFilmclubPartner = (id: number): id is FilmclubPartnerId =>
  (FILMCLUB_PARTNERS as readonly number[]).includes(id);

/**
 * Whether this build has a film club, and which: the partner id of the settings (PARTNER_ID),
 * else the site's; 118 and 178 select a backend, 184 and any other id none (null). The only
 * place this is decided: the content service calls it once per load and hands the answer on.
 */
export function filmclubOf(
  settings: FilmclubSettings,
  sitePartnerId: number,
): FilmclubConfig | null {
  const partnerId = settings.partnerId ?? sitePartnerId;
  return isFilmclubPartner(partnerId) ? { partnerId, baseUrl: settings.urls[partnerId] } : null;
}
