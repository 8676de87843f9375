'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
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
import { PASSWORD_RULES, validateRegister } from '../member-shared/validation';

const EMPTY = { email: '', userName: '', password: '', confirmPassword: '' };

/** Registration: e-mail, user name and a password typed twice; the new member is logged in and sees their tickets. */
export function RegisterForm() {
  const router = useRouter();
  const mounted = useHydrated();
  const profile = useAppSelector(selectUserProfile);
  const form = useAccountForm(EMPTY, validateRegister);

  useEffect(() => {
    if (form.sent && profile) router.push(MEMBER_PATHS.tickets);
  }, [form.sent, profile, router]);

  if (profile && form.sent)
    return (
      <FocusedStatus>
        <p>Velkommen som medlem! Vi henter billettene dine …</p>
      </FocusedStatus>
    );
  if (profile && mounted) return <SignedInNotice userName={profile.userName} />;
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
        Er du allerede medlem? <Link href={MEMBER_PATHS.login}>Logg inn</Link>
      </p>
    </>
  );
}
