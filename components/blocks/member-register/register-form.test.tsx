/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { createUserRequested } from '@/store/user/user-slice';
import { renderWithStore } from '../member-shared/test-helpers';
import { RegisterForm } from './register-form.client';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => '/filmklubb/registrer',
}));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Bli medlem' }));

describe('registration form', () => {
  it('states the password rules before the visitor types', () => {
    renderWithStore(<RegisterForm />);
    expect(screen.getByLabelText('Passord')).toHaveAccessibleDescription(
      'Minst 8 tegn, og minst ett tall.',
    );
  });

  it('checks the password rules and the repeated password before sending', () => {
    const { dispatchedTypes } = renderWithStore(<RegisterForm />);
    type('E-post', 'ola.nordmann@example.no');
    type('Brukernavn', 'olan');
    type('Passord', 'utentall');
    type('Gjenta passordet', 'utentall2');
    submit();
    expect(screen.getByLabelText('Passord')).toHaveAccessibleDescription(
      'Minst 8 tegn, og minst ett tall. Feil: Passordet må ha minst ett tall.',
    );
    expect(screen.getByLabelText('Gjenta passordet')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('link', { name: 'Passordet må ha minst ett tall.' }),
    ).toBeInTheDocument();
    expect(dispatchedTypes()).not.toContain(createUserRequested.type);
  });

  it('sends the new member once the fields pass', () => {
    const { dispatch } = renderWithStore(<RegisterForm />);
    type('E-post', 'ola.nordmann@example.no');
    type('Brukernavn', ' olan ');
    type('Passord', 'Kino2026!');
    type('Gjenta passordet', 'Kino2026!');
    submit();
    expect(dispatch).toHaveBeenCalledWith(
      createUserRequested({
        email: 'ola.nordmann@example.no',
        userName: 'olan',
        password: 'Kino2026!',
      }),
    );
    expect(screen.getByRole('button', { name: 'Registrerer deg …' })).toBeDisabled();
  });
});
