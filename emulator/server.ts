import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import type { Server } from 'node:http';
import { filmclubHandlers } from './handlers/filmclub';
import { runtimeHandlers } from './handlers/runtime';

/** Every handler the emulator serves, at the root of its origin. */
export const emulatorHandlers = () => [...runtimeHandlers(''), ...filmclubHandlers('')];

/**
 * The local emulator of the outside services (DESIGN.md §1): the same MSW handlers the unit
 * tests use, served over HTTP for `npm start` and the end-to-end tests. CORS allows only
 * `allowedOrigins` (the site's own, `emulatorOrigins` of lib/env.ts), with credentials, as the
 * real services do: a page of any other origin cannot read a member's answers.
 */
export function startEmulator(port: number, allowedOrigins: readonly string[], host = '127.0.0.1'): Promise<Server> {
  const app = express();
  app.use(cors({ origin: [...allowedOrigins], credentials: true }));
  app.use(createMiddleware(...emulatorHandlers()));
  app.use((_request, response) => {
    response.status(404).json({ error: 'not emulated' });
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
