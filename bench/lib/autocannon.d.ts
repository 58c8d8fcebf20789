// autocannon ships no types: the part of its API the load runs use (options and result fields as
// documented in its README).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Options, Result };
  }
  export default autocannon;
}
