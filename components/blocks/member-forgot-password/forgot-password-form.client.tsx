'use client';

import { useAppSelector } from '@/store/hooks';
import { forgotPasswordRequested } from '@/store/user/user-slice';
import { selectIsEmailSent } from '@/store/user/user-selectors';
import { AccountFormView, useAccountForm } from '../member-shared/account-form.client';
import { FormField } from '../member-shared/form-field';
import styles from '../member-shared/member.module.css';
import { FocusedStatus } from '../member-shared/focused-status';
import { MEMBER_PATHS } from '../member-shared/member-paths';
import { validateForgotPassword } from '../member-shared/validation';
import { returnHref } from '@/lib/return-path';
import { useReturnPath } from '../member-shared/use-return-path';

/** Asks the backend to mail a link for a new password; says so once the mail is sent. */
export function ForgotPasswordForm() {
  const emailSent = useAppSelector(selectIsEmailSent);
  const form = useAccountForm({ email: '' }, validateForgotPassword);
  // Carried on, so logging in from here still brings the member back (docs/product.md, Return after login).
  const returnPath = useReturnPath();
  const done = form.sent && emailSent && !form.loading;
  return (
    <>
      {done ? (
        <FocusedStatus className={styles.success}>
          <p>Vi har sendt deg en e-post med lenke for å lage nytt passord.</p>
          <p>Finner du den ikke, kan du se i søppelpost-mappen.</p>
        </FocusedStatus>
      ) : (
        <>
          <p>
            Skriv inn e-postadressen du er registrert med, så sender vi deg en lenke for å lage nytt
            passord.
          </p>
          <AccountFormView
            form={form}
            onSubmit={form.submit(({ email }) => forgotPasswordRequested({ email: email.trim() }))}
            submitLabel="Send lenke"
            busyLabel="Sender …"
          >
            <FormField {...form.field('email')} label="E-post" type="email" autoComplete="email" />
          </AccountFormView>
        </>
      )}
      <ul className={styles.links}>
        <li>
          <a href={returnHref(MEMBER_PATHS.login, returnPath)}>Tilbake til innlogging</a>
        </li>
        <li>
          Ikke medlem ennå? <a href={returnHref(MEMBER_PATHS.register, returnPath)}>Bli medlem</a>
        </li>
      </ul>
    </>
  );
}
