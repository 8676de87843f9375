/** @jest-environment jsdom */
import { profileKeys } from './filmclub-profile';
import { filmclubSession } from './filmclub-session';

const member = { userName: 'olan', email: 'ola@example.no', token: 't' };
const keys = profileKeys(118);

/** A storage of its own per test (so a fresh session), holding `member` as an earlier visit left it. */
function storedMember() {
  const data = new Map([[keys.current, JSON.stringify(member)]]);
  const storage = {
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const session = filmclubSession(118, storage);
  const listener = jest.fn();
  session.subscribe(listener);
  return { data, storage, session, listener };
}

describe('the film-club session', () => {
  it('profile() is a snapshot: two calls return the same object and storage is read once', () => {
    const { storage, session } = storedMember();
    const first = session.profile();
    expect(first).toEqual(member);
    expect(session.profile()).toBe(first);
    expect(storage.getItem).toHaveBeenCalledTimes(1);
  });

  it("follows a change in another tab when its storage event names this backend's keys", () => {
    const { data, session, listener } = storedMember();
    const before = session.profile();
    data.set(keys.current, JSON.stringify({ ...member, token: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent' }));
    expect(session.profile()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: keys.current }));
    expect(session.profile()?.token).toBe('other');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads storage again when the page is restored from the back-forward cache', () => {
    const { data, session, listener } = storedMember();
    data.delete(keys.current);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(session.profile()).toEqual(member);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(session.profile()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
