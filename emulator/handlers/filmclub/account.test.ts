import {
  createUserResponseSchema,
  loginResponseSchema,
  wireErrorSchema,
} from '@/services/filmclub/wire';
import { PARTNER_IDS } from './operations';
import { SEEDED, call, serveFilmclubInTests } from './testing';

serveFilmclubInTests();

describe.each(PARTNER_IDS)('film-club backend %i accounts', (partnerId) => {
  const seeded = SEEDED[partnerId];

  it('logs the seeded member in with a marsToken, the user name and the user info', async () => {
    const response = await call(partnerId, 'LoginDx', {
      body: { Email: seeded.email, Password: seeded.password },
    });
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(await response.json());
    expect(body.marsToken).toEqual(expect.any(String));
    expect(body).toMatchObject({
      UserName: seeded.userName,
      UserInfo: { Email: seeded.email, UserId: `U${partnerId}-0001` },
    });
  });

  it.each([
    ['a wrong password', seeded.email, 'Feil2026!'],
    ['an unknown e-mail', 'ukjent@example.no', seeded.password],
  ])('refuses %s with 401 INVALID_CREDENTIALS', async (_case, email, password) => {
    const response = await call(partnerId, 'LoginDx', {
      body: { Email: email, Password: password },
    });
    expect(response.status).toBe(401);
    expect(wireErrorSchema.parse(await response.json())).toEqual({
      Message: 'Feil e-postadresse eller passord.',
      Code: 'INVALID_CREDENTIALS',
    });
  });

  it('registers a member who can log in, and refuses the same e-mail again with 409 EMAIL_TAKEN', async () => {
    const user = { email: 'nora.berg@example.no', userName: 'norab', password: 'Popcorn7' };
    const created = await call(partnerId, 'CreateUserDx', { body: user });
    expect(created.status).toBe(200);
    expect(createUserResponseSchema.parse(await created.json())).toMatchObject({
      UserName: 'norab',
      ContactEmail: user.email,
    });

    const again = await call(partnerId, 'CreateUserDx', {
      body: { ...user, email: 'Nora.Berg@example.no' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      Message: 'Det finnes allerede en bruker med denne e-postadressen.',
      Code: 'EMAIL_TAKEN',
    });

    const login = await call(partnerId, 'LoginDx', {
      body: { Email: user.email, Password: user.password },
    });
    expect(loginResponseSchema.parse(await login.json()).UserName).toBe('norab');
  });

  it.each([
    ['a malformed e-mail', { email: 'nora.example.no', userName: 'norab', password: 'Popcorn7' }],
    [
      'a password shorter than 8',
      { email: 'nora@example.no', userName: 'norab', password: 'Kino7' },
    ],
    [
      'a password without a digit',
      { email: 'nora@example.no', userName: 'norab', password: 'Popcornet' },
    ],
    ['no user name', { email: 'nora@example.no', userName: ' ', password: 'Popcorn7' }],
  ])('refuses a registration with %s with 400 INVALID_INPUT', async (_case, user) => {
    const response = await call(partnerId, 'CreateUserDx', { body: user });
    expect(response.status).toBe(400);
    expect(wireErrorSchema.parse(await response.json()).Code).toBe('INVALID_INPUT');
  });

  it.each([SEEDED[partnerId].email, 'ingen.bruker@example.no'])(
    'answers forgot password for %s with 200 and an empty body',
    async (email) => {
      const response = await call(partnerId, 'ForgotPasswordDx', { body: { Email: email } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    },
  );

  it('refuses forgot password for a malformed e-mail with 400', async () => {
    const response = await call(partnerId, 'ForgotPasswordDx', {
      body: { Email: 'ikke-en-adresse' },
    });
    expect(response.status).toBe(400);
  });
});
