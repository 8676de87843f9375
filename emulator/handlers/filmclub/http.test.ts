import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startEmulator } from '../../server';

const SITE = 'http://127.0.0.1:3100';
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await startEmulator(0, { allowedOrigins: [SITE] });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('film-club emulator over HTTP', () => {
  it('answers the CORS preflight of a credentialed LoginDx from the site, allowing X-Token and Authorization', async () => {
    const response = await fetch(`${origin}/filmclub/178/LoginDx`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-token,authorization',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['x-token', 'authorization']));
  });

  it("gives another origin no CORS permission, so its pages cannot read a member's answers", async () => {
    const preflight = await fetch(`${origin}/filmclub/178/LoginDx`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const tickets = await fetch(`${origin}/filmclub/118/GetTicketsDx?skip=0&take=10`, {
      headers: { Origin: 'http://127.0.0.1:3999' },
    });
    expect(tickets.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('passes the 118 session cookie through, and it authenticates the next call', async () => {
    const login = await fetch(`${origin}/filmclub/118/LoginDx`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: 'ola.nordmann@example.no', Password: 'Kino2026!' }),
    });
    expect(login.headers.get('access-control-allow-origin')).toBe(SITE);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^fc118_session=[\w-]+; Path=\/filmclub\/118; HttpOnly; SameSite=Lax$/);
    expect((await fetch(`${origin}/filmclub/118/GetTicketsDx?skip=0&take=10`)).status).toBe(401);
    const tickets = await fetch(`${origin}/filmclub/118/GetTicketsDx?skip=0&take=10`, {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect(tickets.status).toBe(200);
  });

  it('drops the connection for a `disconnect` fault, and keeps serving', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${origin}/filmclub/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      expect(
        (
          await post('_control/disconnect', {
            partnerId: 118,
            operation: 'ForgotPasswordDx',
            times: 1,
          })
        ).status,
      ).toBe(204);
      await expect(
        post('118/ForgotPasswordDx', { Email: 'ola.nordmann@example.no' }),
      ).rejects.toThrow('fetch failed');
      expect(
        (await post('118/ForgotPasswordDx', { Email: 'ola.nordmann@example.no' })).status,
      ).toBe(200);
    } finally {
      await post('_control/reset', { partnerId: 118 });
    }
  });
});
