'use client';

import { useAppSelector } from '@/store/hooks';
import { createUserRequested } from '@/store/user/user-slice';
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
import { PASSWORD_RULES, validateRegister } from '../member-shared/validation';

const EMPTY = { email: '', userName: '', password: '', confirmPassword: '' };

/**
 * Registration: e-mail, user name and a password typed twice; the new member is logged in and goes
 * back to the page named by `tilbake`, or to their tickets (docs/product.md, Return after login).
 */
export function RegisterForm() {
  const mounted = useHydrated();
  const profile = useAppSelector(selectUserProfile);
  const form = useAccountForm(EMPTY, validateRegister);
  const { returnPath, target, going } = useReturnAfterLogin(form.sent && profile !== null);

  if (profile && form.sent)
    return (
      <FocusedStatus>
        <p>Velkommen som medlem! {going}</p>
      </FocusedStatus>
    );
  if (profile && mounted) return <SignedInNotice userName={profile.userName} back={target} />;
  return (
    <>
      <AccountFormView
        form={form}
        onSubmit={form.submit(({ email, userName, password }) =>
          createUserRequested({ email: email.trim(), userName: userName.trim(), password }),
        )}
        submitLabel="Bli medlem"
        busyLabel="Registrerer deg …"
      >
        <FormField {...form.field('email')} label="E-post" type="email" autoComplete="email" />
        <FormField
          {...form.field('userName')}
          label="Brukernavn"
          hint="Vises sammen med vurderingene dine."
          type="text"
          autoComplete="nickname"
        />
        <FormField
          {...form.field('password')}
          label="Passord"
          hint={PASSWORD_RULES}
          type="password"
          autoComplete="new-password"
        />
        <FormField
          {...form.field('confirmPassword')}
          label="Gjenta passordet"
          type="password"
          autoComplete="new-password"
        />
      </AccountFormView>
      <p className={styles.links}>
        Er du allerede medlem? <a href={returnHref(MEMBER_PATHS.login, returnPath)}>Logg inn</a>
      </p>
    </>
  );
}
