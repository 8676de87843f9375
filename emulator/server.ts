import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express, { type RequestHandler } from 'express';
import type { Server } from 'node:http';
import { filmclubHandlers } from './handlers/filmclub';
import { loadCatalogue, type Catalogue } from './handlers/filmclub/programme';
import { runtimeHandlers } from './handlers/runtime';

/** Every handler the emulator serves, at the root of its origin. */
export const emulatorHandlers = (catalogue: Catalogue) => [
  ...runtimeHandlers(''),
  ...filmclubHandlers('', catalogue),
];

/** Where the emulator listens and which programme its film-club backends know. */
export interface EmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** The project folder holding the embedded content (`content/`); default the working directory. */
  root?: string;
  /** The clock the programme is generated at: the build's (CONTENT_CLOCK), default now. */
  clock?: Date;
  /** The only origins CORS lets read answers (the site's own, `emulatorOrigins` of lib/env.ts). */
  allowedOrigins: readonly string[];
}

/**
 * A handler's network error (`Response.error()`, status 0: the `disconnect` fault) cannot be
 * written as an HTTP answer; served over HTTP, it drops the connection instead, which is what
 * the client of a vanished backend sees.
 */
const dropNetworkErrors: RequestHandler = (_request, response, next) => {
  const end = response.end.bind(response);
  response.end = ((...args: Parameters<typeof end>) => {
    if (response.statusCode !== 0) return end(...args);
    response.socket?.destroy();
    return response;
  }) as typeof response.end;
  next();
};

/**
 * The local emulator of the outside services (docs/architecture.md, Layers): the same MSW handlers the unit
 * tests use, served over HTTP for `npm start` and the end-to-end tests. CORS allows only
 * `allowedOrigins` (the site's own), with credentials, as the real services do: a page of any
 * other origin cannot read a member's answers. The film-club backends' tickets are for showings
 * of the embedded programme at `clock` (programme.ts).
 */
export async function startEmulator(port: number, options: EmulatorOptions): Promise<Server> {
  const catalogue = await loadCatalogue({
    root: options.root ?? process.cwd(),
    now: options.clock ?? new Date(),
  });
  const app = express();
  app.use(cors({ origin: [...options.allowedOrigins], credentials: true }));
  app.use(dropNetworkErrors);
  app.use(createMiddleware(...emulatorHandlers(catalogue)));
  app.use((_request, response) => {
    response.status(404).json({ error: 'not emulated' });
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, options.host ?? '127.0.0.1', () => resolve(server));
    server.on('error', reject);
  });
}
