'use client';

import Link from 'next/link';
import type { Ref } from 'react';
import { usePathname } from 'next/navigation';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { returnHref } from '@/lib/return-link';
import { MemberIcon } from './member-icon';
import styles from './member-menu.module.css';

/**
 * The header's "Logg inn" link, its own module so it shows without the member menu's chunk; `ref`
 * takes focus after a logout. It carries the page it is on (docs/product.md, Return after login):
 * pre-rendered the page's path, which the build knows; `returnPath` from the member menu adds the
 * query and hash the page has in the browser.
 */
export function LoginLink({
  ref,
  returnPath,
}: {
  ref?: Ref<HTMLAnchorElement>;
  returnPath?: string | null;
}) {
  const pathname = usePathname();
  return (
    <Link
      ref={ref}
      href={returnHref(MEMBER_PATHS.login, returnPath === undefined ? pathname : returnPath)}
      className={styles.login}
      aria-current={pathname === MEMBER_PATHS.login ? 'page' : undefined}
    >
      <MemberIcon />
      Logg inn
    </Link>
  );
}
