'use client';

import Link from 'next/link';
import type { Ref } from 'react';
import { usePathname } from 'next/navigation';
import { MEMBER_PATHS } from '@/components/blocks/member-shared/member-paths';
import { MemberIcon } from './member-icon';
import styles from './member-menu.module.css';

/**
 * The header's "Logg inn" link: what the pre-rendered page and a logged-out visitor see. Its own
 * small module, so the header's entry can show it without loading the member menu's chunk.
 * `ref` reaches the anchor (the menu moves focus there after a logout).
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
