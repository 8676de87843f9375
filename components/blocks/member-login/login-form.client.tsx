'use client';

import { useAppSelector } from '@/store/hooks';
import { loginRequested } from '@/store/user/user-slice';
import { selectUserProfile } from '@/store/user/user-selectors';
import { AccountFormView, useAccountForm } from '../member-shared/account-form.client';
import { FormField } from '../member-shared/form-field';
import styles from '../member-shared/member.module.css';
import { FocusedStatus } from '../member-shared/focused-status';
import { MEMBER_PATHS } from '../member-shared/member-paths';
import { SignedInNotice } from '../member-shared/signed-in-notice';
import { useHydrated } from '@/components/shared/url-state';
import { returnHref } from '@/lib/return-path';
import { useReturnAfterLogin } from '../member-shared/use-return-after-login';
import { validateLogin } from '../member-shared/validation';

/**
 * Login with e-mail and password; on success the member goes back to the page named by `tilbake`,
 * or to their tickets (docs/product.md, Return after login).
 */
export function LoginForm() {
  const mounted = useHydrated();
  const profile = useAppSelector(selectUserProfile);
  const form = useAccountForm({ email: '', password: '' }, validateLogin);
  const { returnPath, target, going } = useReturnAfterLogin(form.sent && profile !== null);

  if (profile && form.sent)
    return (
      <FocusedStatus>
        <p>Du er logget inn. {going}</p>
      </FocusedStatus>
    );
  if (profile && mounted) return <SignedInNotice userName={profile.userName} back={target} />;
  return (
    <>
      <AccountFormView
        form={form}
        onSubmit={form.submit(({ email, password }) =>
          loginRequested({ email: email.trim(), password }),
        )}
        submitLabel="Logg inn"
        busyLabel="Logger inn …"
      >
        <FormField {...form.field('email')} label="E-post" type="email" autoComplete="email" />
        <FormField
          {...form.field('password')}
          label="Passord"
          type="password"
          autoComplete="current-password"
        />
      </AccountFormView>
      <ul className={styles.links}>
        <li>
          <a href={returnHref(MEMBER_PATHS.forgotPassword, returnPath)}>Glemt passordet?</a>
        </li>
        <li>
          Ikke medlem ennå? <a href={returnHref(MEMBER_PATHS.register, returnPath)}>Bli medlem</a>
        </li>
      </ul>
    </>
  );
}
