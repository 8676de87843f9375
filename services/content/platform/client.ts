import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import type { z } from 'zod';
import { ContentSourceError } from '../content-source';
import { fieldPath } from '../validation';

/** ms, per request. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Attempts after the first when the connection fails (reset, refused, dropped): a build must not
 * fail on one hiccup of a service. A timeout is not retried (it would multiply the wait), nor is an
 * answer of any status (readJson names it). Every call is a GET but the token request, which is
 * safe to repeat.
 */
export const CONNECTION_RETRIES = 2;

export interface TransportOptions {
  /** ms, default 15 000. */
  timeoutMs?: number;
}

/** The whole source failed: the build must stop. */
export const platformError = (detail: string): ContentSourceError =>
  new ContentSourceError('platform', detail);

/**
 * An axios client of one service that reads answers as text and never rejects them for their status,
 * so a 401 can be retried and a body that is not JSON named (axios would hand the string on silently).
 * A failed connection is tried again, CONNECTION_RETRIES times (axios-retry).
 */
export function serviceClient(
  baseURL: string,
  options: TransportOptions,
  config: AxiosRequestConfig = {},
): AxiosInstance {
  const client = axios.create({
    ...config,
    baseURL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    responseType: 'text',
    validateStatus: () => true,
  });
  axiosRetry(client, {
    retries: CONNECTION_RETRIES,
    retryCondition: isNetworkError,
    // 200 ms, then 400 ms, with jitter: long enough for a restarting load balancer's next connection.
    retryDelay: (retry, error) => exponentialDelay(retry, error, 100),
  });
  return client;
}

/** `data service GET sites`: the call's name in every message. */
export const callName = (service: string, config: AxiosRequestConfig): string =>
  `${service} ${(config.method ?? 'get').toUpperCase()} ${config.url || config.baseURL || ''}`;

function transportFailure(error: unknown, timeoutMs: number): string {
  if (!axios.isAxiosError(error))
    return `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
    return `no answer within ${timeoutMs} ms`;
  return `cannot reach the service: ${error.code ?? 'network error'} ${error.message}`;
}

/** The answer whatever its status. @throws ContentSourceError on a timeout or transport failure. */
export async function send(
  client: AxiosInstance,
  service: string,
  config: AxiosRequestConfig,
): Promise<AxiosResponse<unknown>> {
  try {
    return await client.request<unknown>(config);
  } catch (error) {
    throw platformError(
      `${callName(service, config)}: ${transportFailure(error, client.defaults.timeout ?? DEFAULT_TIMEOUT_MS)}`,
    );
  }
}

/** The validated JSON body of a 2xx answer. @throws ContentSourceError naming the call and the cause. */
export function readJson<T>(
  response: AxiosResponse<unknown>,
  service: string,
  schema: z.ZodType<T>,
): T {
  const call = callName(service, response.config);
  if (response.status < 200 || response.status > 299)
    throw platformError(`${call}: HTTP ${response.status} ${response.statusText}`.trimEnd());
  let body: unknown;
  try {
    body = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
  } catch {
    throw platformError(`${call}: the answer is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw platformError(
    `${call}: unexpected answer: field \`${fieldPath(issue?.path ?? [])}\` ${issue?.message ?? 'is invalid'}`,
  );
}
