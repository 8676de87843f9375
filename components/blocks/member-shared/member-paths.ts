import { MEMBER_PAGES } from '@/lib/member-pages';

/** The member screens' paths, the one place components take them from (the table itself: lib/member-pages.ts). */
export const MEMBER_PATHS = MEMBER_PAGES;
