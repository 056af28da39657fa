/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests built per call (in-process runs only: functions cannot cross to a worker). */
    requests?: {
      method?: Options['method'];
      setupRequest?: (req: RequestParams) => RequestParams;
    }[];
  }
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    requests: Histogram;
    latency: Histogram;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
