/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { profileKeys, savedTicketsKey } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { MemberMenu } from './member-menu.client';

jest.mock('next/navigation', () => ({ usePathname: () => '/filmklubb/min-liste' }));

const keys = profileKeys(118);
afterEach(() => localStorage.clear());

describe('header member entry', () => {
  it('offers a visitor the login page', () => {
    render(<MemberMenu partnerId={118} />);
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
      'href',
      '/filmklubb/logg-inn',
    );
  });

  it("shows a member's user name and their links, marking the current page, and follows a login", () => {
    render(<MemberMenu partnerId={118} />);
    act(() =>
      filmclubSession(118, localStorage).signIn({
        userName: 'olan',
        email: 'ola@example.no',
        token: 't',
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Filmklubben' });
    expect(nav).toHaveTextContent('Logget inn som olan');
    expect(screen.getByRole('link', { name: 'Mine billetter' })).toHaveAttribute(
      'href',
      '/filmklubb/mine-billetter',
    );
    expect(screen.getByRole('link', { name: 'Min liste' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads a session saved by the earlier site under the older key', () => {
    localStorage.setItem(
      keys.legacy,
      JSON.stringify({ userName: 'gammel', email: 'g@example.no', token: 't' }),
    );
    render(<MemberMenu partnerId={118} />);
    expect(screen.getByRole('navigation', { name: 'Filmklubben' })).toHaveTextContent('gammel');
  });

  it('logs out: clears both profile keys and the tickets saved for offline use, and moves focus to the login link', () => {
    localStorage.setItem(
      keys.legacy,
      JSON.stringify({ userName: 'olan', email: 'ola@example.no', token: 't' }),
    );
    localStorage.setItem(
      savedTicketsKey(118),
      JSON.stringify({ userName: 'olan', savedAt: 1, items: [] }),
    );
    localStorage.setItem(
      keys.current,
      JSON.stringify({ userName: 'olan', email: 'ola@example.no', token: 't' }),
    );
    render(<MemberMenu partnerId={118} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logg ut' }));
    expect(localStorage.getItem(keys.current)).toBeNull();
    expect(localStorage.getItem(keys.legacy)).toBeNull();
    expect(localStorage.getItem(savedTicketsKey(118))).toBeNull();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveFocus();
    expect(filmclubSession(118, localStorage).profile()).toBeNull();
  });

  it.each([
    ['in another tab', () => new StorageEvent('storage', { key: keys.current })],
    [
      'meanwhile on another page, when this one is restored from the back-forward cache',
      () => new PageTransitionEvent('pageshow', { persisted: true }),
    ],
  ])('follows a logout made %s', (_where, event) => {
    localStorage.setItem(
      keys.current,
      JSON.stringify({ userName: 'olan', email: 'ola@example.no', token: 't' }),
    );
    render(<MemberMenu partnerId={118} />);
    expect(screen.getByRole('navigation', { name: 'Filmklubben' })).toHaveTextContent('olan');
    localStorage.removeItem(keys.current);
    act(() => {
      window.dispatchEvent(event());
    });
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeInTheDocument();
  });
});
