import { z } from 'zod';
import {
  createUserRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  type createUserResponseSchema,
  type loginResponseSchema,
  type switchTokensResponseSchema,
} from '@/services/filmclub/wire';
import type { BackendContext } from './context';
import { operation } from './operation';
import { errors, json, readJson } from './respond';
import { memberByEmail, userIdOf, type Member } from './state';

const emailSchema = z.email();
const INVALID_REQUEST = 'Ugyldig forespørsel.';
const INVALID_EMAIL = 'Ugyldig e-postadresse.';

/** Why a registration is refused (400 INVALID_INPUT), or undefined when it is valid. */
function registrationProblem(
  email: string,
  userName: string,
  password: string,
): string | undefined {
  if (!emailSchema.safeParse(email.trim()).success) return INVALID_EMAIL;
  if (!userName.trim()) return 'Brukernavn må fylles ut.';
  if (password.length < 8 || !/\d/.test(password))
    return 'Passordet må ha minst 8 tegn og minst ett siffer.';
  return undefined;
}

/**
 * LoginDx, CreateUserDx, ForgotPasswordDx and SwitchTokensDx of one backend (docs/product.md, Film club):
 * - LoginDx `{Email, Password}` → `{ marsToken, UserName, UserInfo: { Email, UserId } }`, else 401 INVALID_CREDENTIALS;
 * - CreateUserDx `{email, userName, password}` → `{ Token, UserName, ContactEmail }` and signed in;
 *   409 EMAIL_TAKEN; 400 INVALID_INPUT (bad e-mail, empty user name, password < 8 or without a digit);
 * - ForgotPasswordDx `{Email}` → 200 with an empty body for any well-formed e-mail (docs/product.md, Validation rules), else 400;
 * - SwitchTokensDx, header X-Token → `{ Token }`, else 401 INVALID_TOKEN.
 */
export function accountHandlers(context: BackendContext) {
  return [
    operation(context, 'POST', 'LoginDx', async (request, backend, now) => {
      const body = loginRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errors.invalidInput(INVALID_REQUEST);
      const member = memberByEmail(backend, body.data.Email.trim());
      if (!member || member.password !== body.data.Password) return errors.invalidCredentials();
      const { token, headers } = context.auth.signIn(backend, member, now);
      const answer = {
        marsToken: token,
        UserName: member.userName,
        UserInfo: { Email: member.email, UserId: member.userId },
      };
      return json(answer satisfies z.infer<typeof loginResponseSchema>, 200, headers);
    }),
    operation(context, 'POST', 'CreateUserDx', async (request, backend, now) => {
      const body = createUserRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errors.invalidInput(INVALID_REQUEST);
      const { email, userName, password } = body.data;
      const problem = registrationProblem(email, userName, password);
      if (problem) return errors.invalidInput(problem);
      if (memberByEmail(backend, email.trim())) return errors.emailTaken();
      const member: Member = {
        userId: userIdOf(backend.partnerId, backend.nextUserNumber++),
        email: email.trim(),
        userName: userName.trim(),
        password,
        tickets: [],
        watchList: [],
      };
      backend.members.set(member.email.toLowerCase(), member);
      const { token, headers } = context.auth.signIn(backend, member, now);
      return json(
        { Token: token, UserName: member.userName, ContactEmail: member.email } satisfies z.infer<
          typeof createUserResponseSchema
        >,
        200,
        headers,
      );
    }),
    operation(context, 'POST', 'ForgotPasswordDx', async (request) => {
      const body = forgotPasswordRequestSchema.safeParse(await readJson(request));
      if (!body.success || !emailSchema.safeParse(body.data.Email.trim()).success)
        return errors.invalidInput(INVALID_EMAIL);
      // Whether the address is registered is never revealed: every well-formed one "gets a mail".
      return new Response(null, { status: 200 });
    }),
    operation(context, 'POST', 'SwitchTokensDx', (request, backend, now) => {
      const profileToken = request.headers.get('x-token')?.trim();
      const token = profileToken
        ? context.auth.switchTokens(backend, profileToken, now)
        : undefined;
      return token
        ? json({ Token: token } satisfies z.infer<typeof switchTokensResponseSchema>)
        : errors.invalidToken();
    }),
  ];
}
