import { validateForgotPassword, validateLogin, validateRegister } from './validation';

describe('member form validation', () => {
  it('asks for both login fields when they are empty', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'Skriv inn e-postadressen din.',
      password: 'Skriv inn passordet ditt.',
    });
  });

  it('rejects an e-mail address without a domain', () => {
    expect(validateForgotPassword({ email: 'ola@kino' }).email).toMatch(/gyldig e-postadresse/);
  });

  it('accepts a well-formed login', () => {
    expect(validateLogin({ email: 'ola@eksempel.no', password: 'x' })).toEqual({});
  });

  it('applies the password rules at registration: length, a digit, the same twice', () => {
    const base = { email: 'ola@eksempel.no', userName: 'Ola' };
    expect(
      validateRegister({ ...base, password: 'kort1', confirmPassword: 'kort1' }).password,
    ).toBe('Passordet må ha minst 8 tegn.');
    expect(
      validateRegister({ ...base, password: 'langtpassord', confirmPassword: 'langtpassord' })
        .password,
    ).toBe('Passordet må ha minst ett tall.');
    expect(
      validateRegister({ ...base, password: 'langtpassord1', confirmPassword: 'langtpassord2' })
        .confirmPassword,
    ).toMatch(/ikke like/);
    expect(
      validateRegister({ ...base, password: 'langtpassord1', confirmPassword: 'langtpassord1' }),
    ).toEqual({});
  });
});
