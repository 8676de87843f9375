/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { forgotPasswordRequested, forgotPasswordSucceeded } from '@/store/user/user-slice';
import { renderWithStore } from '../member-shared/test-helpers';
import { ForgotPasswordForm } from './forgot-password-form.client';

beforeEach(() => window.history.replaceState(null, '', '/filmklubb/glemt-passord'));

describe('forgot-password form', () => {
  it('asks for the e-mail address before sending', () => {
    const { dispatchedTypes } = renderWithStore(<ForgotPasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription(
      'Feil: Skriv inn e-postadressen din.',
    );
    expect(dispatchedTypes()).not.toContain(forgotPasswordRequested.type);
  });

  it('says the mail is sent once the backend confirms, and moves focus there', () => {
    const { store, dispatch } = renderWithStore(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText('E-post'), {
      target: { value: 'ola.nordmann@example.no' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(dispatch).toHaveBeenCalledWith(
      forgotPasswordRequested({ email: 'ola.nordmann@example.no' }),
    );
    expect(screen.queryByText(/Vi har sendt deg en e-post/)).toBeNull();
    act(() => {
      store.dispatch(forgotPasswordSucceeded());
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vi har sendt deg en e-post med lenke for å lage nytt passord.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Tilbake til innlogging' })).toHaveAttribute(
      'href',
      '/filmklubb/logg-inn',
    );
  });
});
