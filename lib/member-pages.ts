/**
 * The member screens' paths, written once: the film-club page definitions
 * (`page-definitions/filmklubb/*.json`) name their screen by key (`"memberPage": "login"`) and the
 * local content source gives them the path from here; components link with the same table
 * (components/blocks/member-shared/member-paths.ts).
 */
export const MEMBER_PAGES = {
  login: '/filmklubb/logg-inn',
  register: '/filmklubb/registrer',
  forgotPassword: '/filmklubb/glemt-passord',
  tickets: '/filmklubb/mine-billetter',
  watchList: '/filmklubb/min-liste',
} as const;

export type MemberPage = keyof typeof MEMBER_PAGES;
