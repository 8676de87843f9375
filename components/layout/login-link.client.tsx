'use client';

import Link from 'next/link';
import type { Ref } from 'react';
import { usePathname } from 'next/navigation';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { MemberIcon } from './member-icon';
import styles from './member-menu.module.css';

/**
 * The header's "Logg inn" link, its own module so it shows without the member menu's chunk; `ref`
 * takes focus after a logout.
 */
export function LoginLink({ ref }: { ref?: Ref<HTMLAnchorElement> }) {
  const pathname = usePathname();
  return (
    <Link
      ref={ref}
      href={MEMBER_PATHS.login}
      className={styles.login}
      aria-current={pathname === MEMBER_PATHS.login ? 'page' : undefined}
    >
      <MemberIcon />
      Logg inn
    </Link>
  );
}
