import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { safeReturnPath } from '@/lib/return-path';
import { MEMBER_PATHS } from './member-paths';
import { useReturnPath } from './use-return-path';

/**
 * For the login and registration forms: once `done` (the member is logged in), goes to the page
 * `tilbake` names when it is safe, else to «Mine billetter» (docs/product.md, Return after login).
 * Gives the `tilbake` to carry on in the forms' own links, the safe target, and what the status
 * says meanwhile.
 */
export function useReturnAfterLogin(done: boolean): {
  returnPath: string | null;
  target: string;
  going: string;
} {
  const router = useRouter();
  const returnPath = useReturnPath();
  const target = safeReturnPath(returnPath);
  useEffect(() => {
    if (done) router.push(target);
  }, [done, router, target]);
  return {
    returnPath,
    target,
    going:
      target === MEMBER_PATHS.tickets
        ? 'Vi henter billettene dine …'
        : 'Vi tar deg tilbake dit du var …',
  };
}
