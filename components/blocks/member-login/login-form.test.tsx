/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionChanged,
} from '@/store/user/user-slice';
import { loggedIn, MEMBER, renderWithStore } from '../member-shared/test-helpers';
import { LoginForm } from './login-form.client';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/filmklubb/logg-inn',
}));

const email = () => screen.getByLabelText('E-post');
const password = () => screen.getByLabelText('Passord');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));

beforeEach(() => {
  push.mockClear();
  window.history.replaceState(null, '', '/filmklubb/logg-inn');
});

/** Logs in through the form; the session saga's part: the session announces the member, then the call ends. */
function logIn() {
  const { store } = renderWithStore(<LoginForm />);
  type(email(), 'ola.nordmann@example.no');
  type(password(), 'Kino2026!');
  submit();
  act(() => {
    store.dispatch(sessionChanged(MEMBER));
    store.dispatch(loginSucceeded());
  });
}

describe('login form', () => {
  it('an empty submit focuses a summary of both errors and marks each field', () => {
    const { dispatchedTypes } = renderWithStore(<LoginForm />);
    submit();
    const summary = screen
      .getByRole('heading', { name: 'For å gå videre må du rette opp dette:' })
      .closest('[tabindex="-1"]');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skriv inn e-postadressen din.' })).toHaveAttribute(
      'href',
      `#${email().id}`,
    );
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Feil: Skriv inn e-postadressen din.');
    expect(password()).toHaveAccessibleDescription('Feil: Skriv inn passordet ditt.');
    expect(dispatchedTypes()).not.toContain(loginRequested.type);
  });

  it('explains a malformed e-mail address beside the field, and clears it once fixed', () => {
    renderWithStore(<LoginForm />);
    type(email(), 'ola@kino');
    type(password(), 'hemmelig1');
    submit();
    expect(email()).toHaveAccessibleDescription(
      'Feil: Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
    );
    type(email(), 'ola@kino.no');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('sends one login request, and the busy button refuses a second', () => {
    const { dispatch } = renderWithStore(<LoginForm />);
    type(email(), ' ola.nordmann@example.no ');
    type(password(), 'Kino2026!');
    submit();
    const busy = screen.getByRole('button', { name: 'Logger inn …' });
    expect(busy).toBeDisabled();
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    const logins = dispatch.mock.calls.filter(([action]) => loginRequested.match(action));
    expect(logins).toEqual([
      [loginRequested({ email: 'ola.nordmann@example.no', password: 'Kino2026!' })],
    ]);
  });

  it("shows the backend's error in an alert and dismisses it when the visitor edits", () => {
    const { store } = renderWithStore(<LoginForm />);
    type(email(), 'ola.nordmann@example.no');
    type(password(), 'feil');
    submit();
    act(() => {
      store.dispatch(loginFailed({ message: 'Feil e-postadresse eller passord.', status: 401 }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Feil e-postadresse eller passord.');
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeEnabled();
    type(password(), 'Kino2026!');
    expect(screen.queryByText('Feil e-postadresse eller passord.')).toBeNull();
  });

  it('goes to Mine billetter after a successful login', () => {
    logIn();
    expect(push).toHaveBeenCalledWith('/filmklubb/mine-billetter');
  });

  it('goes back to the page named by tilbake, and carries it on to the other forms', () => {
    const film = '/dune-del-to-dxm1234567?visning=2#filmklubben';
    window.history.replaceState(
      null,
      '',
      `/filmklubb/logg-inn?tilbake=${encodeURIComponent(film)}`,
    );
    logIn();
    expect(screen.getByText(/Vi tar deg tilbake dit du var/)).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith(film);
  });

  it('goes to Mine billetter when tilbake names another site', () => {
    window.history.replaceState(null, '', '/filmklubb/logg-inn?tilbake=//evil.example');
    logIn();
    expect(push).toHaveBeenCalledWith('/filmklubb/mine-billetter');
  });

  it('links to the forgot-password and registration forms', () => {
    renderWithStore(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Glemt passordet?' })).toHaveAttribute(
      'href',
      '/filmklubb/glemt-passord',
    );
    expect(screen.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute(
      'href',
      '/filmklubb/registrer',
    );
  });

  it('carries tilbake on to the forgot-password and registration forms', () => {
    window.history.replaceState(null, '', '/filmklubb/logg-inn?tilbake=%2Fkinoprogram');
    renderWithStore(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Glemt passordet?' })).toHaveAttribute(
      'href',
      '/filmklubb/glemt-passord?tilbake=%2Fkinoprogram',
    );
    expect(screen.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute(
      'href',
      '/filmklubb/registrer?tilbake=%2Fkinoprogram',
    );
  });

  it('offers a member already logged in the way back to the page named by tilbake, or their tickets', () => {
    window.history.replaceState(null, '', '/filmklubb/logg-inn?tilbake=%2Fkinoprogram');
    const { unmount } = renderWithStore(<LoginForm />, loggedIn());
    expect(screen.getByText(/Du er logget inn som/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til siden du var på' })).toHaveAttribute(
      'href',
      '/kinoprogram',
    );
    unmount();
    window.history.replaceState(null, '', '/filmklubb/logg-inn?tilbake=//evil.example');
    renderWithStore(<LoginForm />, loggedIn());
    expect(screen.getByRole('link', { name: 'Mine billetter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tilbake til siden du var på' })).toBeNull();
  });
});
