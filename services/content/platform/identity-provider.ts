import type { PlatformConfig } from '@/lib/config';
import { readJson, send, serviceClient, type TransportOptions } from './client';
import { tokenWireSchema } from './wire';

/** `expiresAt` in epoch ms. */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

/**
 * One access token by the OAuth 2.0 client-credentials grant (RFC 6749 §4.4.2).
 * @throws ContentSourceError on a timeout, a non-2xx or an answer that is not a token.
 */
export async function fetchAccessToken(
  config: PlatformConfig,
  now: () => number,
  options: TransportOptions = {},
): Promise<AccessToken> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  const client = serviceClient(config.idpTokenUrl, options);
  const response = await send(client, 'identity provider', {
    method: 'post',
    url: '',
    data: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
  const token = readJson(response, 'identity provider', tokenWireSchema);
  return { value: token.access_token, expiresAt: now() + token.expires_in * 1000 };
}
