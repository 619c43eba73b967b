/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type TAutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type TAutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: TAutocannonRequest[];
  };
  export type TAutocannonResult = {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number; max: number };
    throughput: { total: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  export type TAutocannonInstance = EventEmitter & { stop: () => void };

  function autocannon(opts: TAutocannonOptions, cb: (err: Error | null, result: TAutocannonResult) => void): TAutocannonInstance;
  export default autocannon;
}
