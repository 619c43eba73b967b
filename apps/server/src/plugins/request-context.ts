import fp from 'fastify-plugin';
import { langFromAppLang, type TLang } from '@scrapbridge/domain/i18n';
import type { TMarket } from '@scrapbridge/domain/market';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** From the appLang header (§7); drives every localized `msg`. */
    lang: TLang;
    /** From the market header (§7); null when blank (the login call sends it blank). */
    market: TMarket | null;
  }
}

/** Reads the §7 request headers once, so handlers and use cases never parse headers themselves. */
export const requestContextPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('market', null);
  app.addHook('onRequest', async (req, reply) => {
    const appLang = req.headers['applang'];
    req.lang = langFromAppLang(Array.isArray(appLang) ? appLang[0] : appLang);
    const market = req.headers['market'];
    req.market = market === 'cn' || market === 'intl' ? market : null;
    reply.header('x-request-id', req.id);
  });
});
