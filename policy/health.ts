/*
 * The site server's health and readiness endpoints (server/health/routes.ts), which the emitted
 * nginx config proxies in locations of their own (pipeline/nginx/api-proxy.ts): one source for both.
 */

/** Answers 200 while the process serves, without I/O (README, Health and readiness). */
export const HEALTH_PATH = '/api/health';

/** Answers 200 when the live build is served, readable and fresh, else 503 with the reason. */
export const READY_PATH = '/api/ready';
