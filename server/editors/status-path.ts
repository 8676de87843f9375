/** The editors' status page's path; nginx proxies `/redaksjon/` to the site server (pipeline/nginx/api-proxy.ts). */
export const STATUS_PATH = '/redaksjon/status';
