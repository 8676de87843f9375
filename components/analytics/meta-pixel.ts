import { appendScript } from './load-script';
import { deleteCookies } from './tracker-cookies';

type FbqCommand = ['init', string] | ['track', 'PageView'] | ['consent', 'grant' | 'revoke'];

/** The `fbq` function of Meta's base code: it queues calls until fbevents.js sets `callMethod`. */
export interface Fbq {
  (...command: FbqCommand): void;
  callMethod?: (...args: unknown[]) => void;
  queue: IArguments[];
  loaded: boolean;
  version: string;
  push?: Fbq;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

function createFbq(): Fbq {
  const fbq: Fbq = Object.assign(
    function queueOrCall(..._command: FbqCommand): void {
      // Meta's base code queues Arguments objects; fbevents.js replays them and takes over.
      // eslint-disable-next-line prefer-rest-params
      const args = arguments;
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [], loaded: true, version: '2.0' },
  );
  fbq.push = fbq;
  return fbq;
}

/** The Meta pixel after marketing consent (it follows client navigation itself); empty `pixelId`: off. */
export function grantMarketing(pixelId: string): void {
  if (!pixelId) return;
  if (window.fbq) {
    window.fbq('consent', 'grant');
    return;
  }
  const fbq = createFbq();
  window.fbq = fbq;
  window._fbq ??= fbq;
  appendScript(PIXEL_SRC);
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

/** Marketing refused or revoked: a loaded pixel is told `revoke` and the `_fbp` cookie deleted. */
export function revokeMarketing(): void {
  window.fbq?.('consent', 'revoke');
  deleteCookies(document, (name) => name === '_fbp');
}
