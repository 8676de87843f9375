// Member form checks; messages say what to do ("Skriv inn …") so they stand alone in the summary.

/** Error message per field; a field with no entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Minimum password length at registration. */
export const PASSWORD_MIN_LENGTH = 8;
/** The password rules, stated beside the field before the visitor types. */
export const PASSWORD_RULES = `Minst ${PASSWORD_MIN_LENGTH} tegn, og minst ett tall.`;

/** One @, something on each side, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Skriv inn e-postadressen din.';
  if (!EMAIL_PATTERN.test(email))
    return 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.';
  return undefined;
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Lag et passord.';
  if (value.length < PASSWORD_MIN_LENGTH)
    return `Passordet må ha minst ${PASSWORD_MIN_LENGTH} tegn.`;
  if (!/\d/.test(value)) return 'Passordet må ha minst ett tall.';
  return undefined;
}

/** Keeps only the fields that have an error, in the form's order. */
function collect<F extends string>(entries: [F, string | undefined][]): FieldErrors<F> {
  return Object.fromEntries(
    entries.filter(([, message]) => message !== undefined),
  ) as FieldErrors<F>;
}

export type LoginFields = 'email' | 'password';
export function validateLogin(values: Record<LoginFields, string>): FieldErrors<LoginFields> {
  return collect<LoginFields>([
    ['email', emailError(values.email)],
    ['password', values.password ? undefined : 'Skriv inn passordet ditt.'],
  ]);
}

export type RegisterFields = 'email' | 'userName' | 'password' | 'confirmPassword';
export function validateRegister(
  values: Record<RegisterFields, string>,
): FieldErrors<RegisterFields> {
  const confirmError = !values.confirmPassword
    ? 'Skriv inn passordet en gang til.'
    : values.confirmPassword !== values.password
      ? 'Passordene er ikke like. Skriv det samme passordet i begge feltene.'
      : undefined;
  return collect<RegisterFields>([
    ['email', emailError(values.email)],
    ['userName', values.userName.trim() ? undefined : 'Skriv inn et brukernavn.'],
    ['password', newPasswordError(values.password)],
    ['confirmPassword', confirmError],
  ]);
}

export type ForgotPasswordFields = 'email';
export function validateForgotPassword(
  values: Record<ForgotPasswordFields, string>,
): FieldErrors<ForgotPasswordFields> {
  return collect<ForgotPasswordFields>([['email', emailError(values.email)]]);
}
