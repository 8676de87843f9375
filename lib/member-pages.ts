// The member screens' paths, written once: page definitions name their screen by key.
export const MEMBER_PAGES = {
  login: '/filmklubb/logg-inn',
  register: '/filmklubb/registrer',
  forgotPassword: '/filmklubb/glemt-passord',
  tickets: '/filmklubb/mine-billetter',
  watchList: '/filmklubb/min-liste',
} as const;

export type MemberPage = keyof typeof MEMBER_PAGES;
