/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { profileKeys, savedTicketsKey } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { MemberMenu } from './member-menu.client';

jest.mock('next/navigation', () => ({ usePathname: () => '/filmklubb/min-liste' }));

const keys = profileKeys(118);
const session = () => filmclubSession(118, localStorage);
beforeEach(() => {
  window.history.replaceState(null, '', '/filmklubb/min-liste');
  session().logout();
  localStorage.clear();
});
/**
 * Stores `entries` as an earlier visit left them. The page's session outlives each test, and reads
 * storage only on a change made elsewhere: the storage event of a cleared storage (key null) makes
 * it read what a fresh page would read at load.
 */
function storedBefore(entries: Record<string, unknown>) {
  for (const [key, value] of Object.entries(entries))
    localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}

describe('header member entry', () => {
  it('offers a visitor the login page, bringing them back to this page with its filters', () => {
    render(<MemberMenu partnerId={118} />);
    const login = screen.getByRole('link', { name: 'Logg inn' });
    expect(login).toHaveAttribute('href', '/filmklubb/logg-inn?tilbake=%2Ffilmklubb%2Fmin-liste');
    act(() => {
      window.history.pushState(null, '', '/filmklubb/min-liste?side=2#liste');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(login).toHaveAttribute(
      'href',
      '/filmklubb/logg-inn?tilbake=%2Ffilmklubb%2Fmin-liste%3Fside%3D2%23liste',
    );
  });

  it("shows a member's user name and their links, marking the current page, and follows a login", () => {
    render(<MemberMenu partnerId={118} />);
    act(() =>
      session().signIn({
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
    storedBefore({ [keys.legacy]: { userName: 'gammel', email: 'g@example.no', token: 't' } });
    render(<MemberMenu partnerId={118} />);
    expect(screen.getByRole('navigation', { name: 'Filmklubben' })).toHaveTextContent('gammel');
  });

  it('logs out: clears both profile keys and the tickets saved for offline use, and moves focus to the login link', () => {
    const olan = { userName: 'olan', email: 'ola@example.no', token: 't' };
    storedBefore({
      [keys.legacy]: olan,
      [savedTicketsKey(118)]: { userName: 'olan', savedAt: 1, items: [] },
      [keys.current]: olan,
    });
    render(<MemberMenu partnerId={118} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logg ut' }));
    expect(localStorage.getItem(keys.current)).toBeNull();
    expect(localStorage.getItem(keys.legacy)).toBeNull();
    expect(localStorage.getItem(savedTicketsKey(118))).toBeNull();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveFocus();
    expect(session().profile()).toBeNull();
  });

  it.each([
    ['in another tab', () => new StorageEvent('storage', { key: keys.current })],
    [
      'meanwhile on another page, when this one is restored from the back-forward cache',
      () => new PageTransitionEvent('pageshow', { persisted: true }),
    ],
  ])('follows a logout made %s', (_where, event) => {
    storedBefore({ [keys.current]: { userName: 'olan', email: 'ola@example.no', token: 't' } });
    render(<MemberMenu partnerId={118} />);
    expect(screen.getByRole('navigation', { name: 'Filmklubben' })).toHaveTextContent('olan');
    localStorage.removeItem(keys.current);
    act(() => {
      window.dispatchEvent(event());
    });
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeInTheDocument();
  });
});
