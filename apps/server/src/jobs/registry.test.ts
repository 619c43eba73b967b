import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { JOBS, startJobs } from './registry.ts';

function appWith(env: Record<string, string>) {
  const app = Fastify();
  const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'sb-jobs'), ...env });
  app.decorate('deps', { config } as never);
  return app;
}

describe('background jobs', () => {
  it('start from the one registry; the carrier poll only with a real tracking provider, ask expiry off at 0', async () => {
    const plain = appWith({});
    expect(startJobs(plain)).toEqual([
      'domain-events',
      'ask expiry',
      'quote expiry',
      'notification mail',
      'payment reminder',
      'dispute announcement',
      'price fixing fallback',
      'rate-limit windows',
      'sign-in brake',
      'claim clocks',
      'abandoned claim uploads',
      'price alerts',
      'purchase request expiry',
      'recognition index',
    ]);
    await plain.ready();
    await plain.close();

    const carrier = appWith({ TRACKING_PROVIDER: 'dcsa', TRACKING_DCSA_URL: 'http://127.0.0.1:9/track', ASK_EXPIRY_SWEEP_SECONDS: '0' });
    expect(startJobs(carrier)).toEqual([
      'domain-events',
      'quote expiry',
      'notification mail',
      'payment reminder',
      'dispute announcement',
      'carrier tracking',
      'price fixing fallback',
      'rate-limit windows',
      'sign-in brake',
      'claim clocks',
      'abandoned claim uploads',
      'price alerts',
      'recognition index',
    ]);
    await carrier.ready();
    await carrier.close();

    // The daily settlement feed polls only with the real provider (PRICE_PROVIDER=http).
    const feed = appWith({ PRICE_PROVIDER: 'http', PRICE_HTTP_URL: 'http://127.0.0.1:9/settlements' });
    expect(startJobs(feed)).toContain('price feed');
    await feed.ready();
    await feed.close();
  });

  it('no route plugin starts a job: every job is listed once', () => {
    const names = JOBS.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
