/**
 * The part of autocannon 9's programmatic API the project uses (the package ships no types; see
 * node_modules/autocannon/README.md, "API" and "Results").
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called with each response to this request. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    /** Requests per second over all connections. */
    overallRate?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    title?: string;
  }

  /** hdr-histogram-percentiles-obj: min, max, average, stddev and percentiles p2_5 … p99_999. */
  interface Histogram {
    min: number;
    max: number;
    average: number;
    stddev: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
    total: number;
  }

  interface Result {
    title?: string;
    url: string;
    /** Requests per second, sampled once a second. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second, sampled once a second. */
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  namespace autocannon {
    export type { Options, Request, Result, Histogram, Instance };
  }
  export = autocannon;
}
