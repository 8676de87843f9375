/** The member screens' paths (DESIGN.md §3), the one place components take them from. */
export const MEMBER_PATHS = {
  login: '/filmklubb/logg-inn',
  register: '/filmklubb/registrer',
  forgotPassword: '/filmklubb/glemt-passord',
  tickets: '/filmklubb/mine-billetter',
  watchList: '/filmklubb/min-liste',
} as const;
