import { parseWrk } from './serving';

/** wrk 4.1's report with `--latency` (Debian's package), as printed for a 404 URL. */
const REPORT = `Running 1s test @ http://127.0.0.1:5601/nope
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    32.83ms   49.82ms 212.95ms   83.42%
    Req/Sec   238.62    216.31   707.00     87.50%
  Latency Distribution
     50%  812.00us
     75%   48.24ms
     90%  115.80ms
     99%    1.02s
  230 requests in 1.13s, 116.80KB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 230
Requests/sec:    203.28
Transfer/sec:      1.50MB
`;

describe('parseWrk', () => {
  it('reads requests per second, the median and p99 in ms, errors, non-2xx and throughput', () => {
    expect(parseWrk(REPORT, 0.4)).toEqual({
      requestsPerSecond: 203.28,
      p50Ms: 0.812,
      p99Ms: 1020,
      non2xx3xx: 230,
      socketErrors: 5,
      megabytesPerSecond: 1.5,
      requests: 230,
      cpuS: 0.4,
    });
  });

  it('names the line wrk did not print', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused', 0)).toThrow(
      'wrk printed no Requests/sec: unable to connect',
    );
  });
});
