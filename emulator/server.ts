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
 * tests use, served over HTTP for `npm start` and the end-to-end tests. CORS answers any
 * origin with credentials, as the real services do for the site's own origin.
 */
export function startEmulator(port: number, host = '127.0.0.1'): Promise<Server> {
  const app = express();
  app.use(cors({ origin: true, credentials: true }));
  app.use(createMiddleware(...emulatorHandlers()));
  app.use((_request, response) => {
    response.status(404).json({ error: 'not emulated' });
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
