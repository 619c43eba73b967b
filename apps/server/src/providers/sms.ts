import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.ts';
import type { TSmsMessage, TSmsProvider } from './types.ts';

/** Development provider: the text goes to the server log (and, through the messenger, the outbox). */
export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): TSmsProvider {
  return {
    name: 'log',
    async send(message: TSmsMessage) {
      log.info({ sms: message }, 'sms (log provider)');
    },
  };
}

/**
 * Real adapter for an HTTP SMS gateway: POSTs JSON `{ to, text, sign }` with a bearer token and treats any
 * non-2xx answer as a failure. Most Chinese gateways (and relays in front of them) accept this shape;
 * a gateway with another contract gets its own adapter behind the same interface.
 */
export function createHttpSmsProvider(opts: {
  url: string;
  token?: string;
  signName: string;
  fetchImpl?: typeof fetch;
}): TSmsProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: 'http',
    async send(message: TSmsMessage) {
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, sign: opts.signName }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function createSmsProvider(config: TConfig, log: Pick<FastifyBaseLogger, 'info'>): TSmsProvider {
  return config.sms.provider === 'http' && config.sms.gatewayUrl
    ? createHttpSmsProvider({ url: config.sms.gatewayUrl, token: config.sms.gatewayToken, signName: config.sms.signName })
    : createLogSmsProvider(log);
}
