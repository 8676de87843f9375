'use client';

import type { Ref } from 'react';
import { usePathname } from 'next/navigation';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { MemberIcon } from './member-icon';
import styles from './member-menu.module.css';

/**
 * The header's "Logg inn" link, its own module so it shows without the member menu's chunk; `ref`
 * takes focus after a logout. It carries the page it is on (docs/product.md, Return after login):
 * pre-rendered the page's path, which the build knows; the member menu's `href` adds the query
 * and hash the page has in the browser. Every content page loads this module, within a few bytes
 * of its budget, so it writes `?tilbake=` itself rather than import lib/return-path.ts
 * (`withReturnPath`, the same format: member-menu.test.tsx holds them equal).
 */
export function LoginLink({ ref, href }: { ref?: Ref<HTMLAnchorElement>; href?: string }) {
  const pathname = usePathname();
  return (
    <a
      ref={ref}
      href={href ?? `${MEMBER_PATHS.login}?tilbake=${encodeURIComponent(pathname)}`}
      className={styles.login}
      aria-current={pathname === MEMBER_PATHS.login ? 'page' : undefined}
    >
      <MemberIcon />
      Logg inn
    </a>
  );
}
