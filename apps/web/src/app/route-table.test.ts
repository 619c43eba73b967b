import { describe, expect, it } from 'vitest';
import shellEn from '@scrapbridge/domain/i18n/shell/en.json';
import shellZh from '@scrapbridge/domain/i18n/shell/zh.json';
import { decideRoute, isPublicPath, keepAliveKey, PRIVATE_ROUTES, PUBLIC_PATHS, SIGN_IN_ROUTES } from './route-table.ts';
import { signInLink, signInRedirect } from '../lib/sign-in-link.ts';
import { shouldReloadOnResize } from './resize-reload.ts';

const wide = { width: 1280 };

describe('route guard (§2, §6)', () => {
  it.each(PUBLIC_PATHS)('lets visitors without a token open public %s', (path) => {
    expect(decideRoute({ pathname: path }, { hasToken: false, ...wide })).toEqual({ kind: 'allow' });
  });

  it.each(PRIVATE_ROUTES.map(([p]) => p.replace(':contractId', 'C-1')))('sends visitors without a token from %s to /', (path) => {
    expect(decideRoute({ pathname: path }, { hasToken: false, ...wide })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('guards the staff console and unknown paths too', () => {
    expect(decideRoute({ pathname: '/staff/outbox' }, { hasToken: false, ...wide })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute({ pathname: '/nope' }, { hasToken: false, ...wide })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('guards the negotiation lists (issue 4) and names every private screen in both catalogs', () => {
    const paths = PRIVATE_ROUTES.map(([p]) => p);
    expect(paths).toEqual(expect.arrayContaining(['/inquiry-list', '/ask-quotes']));
    expect(decideRoute({ pathname: '/ask-quotes', search: '?askId=a-1' }, { hasToken: false, ...wide })).toEqual({ kind: 'redirect', to: '/' });
    for (const [, screen] of PRIVATE_ROUTES) {
      expect(shellEn.screens, screen).toHaveProperty(screen);
      expect(shellZh.screens, screen).toHaveProperty(screen);
    }
  });

  it('shows /404 to everyone', () => {
    expect(decideRoute({ pathname: '/404' }, { hasToken: false, ...wide })).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user open every route', () => {
    for (const [path] of PRIVATE_ROUTES) {
      expect(decideRoute({ pathname: path }, { hasToken: true, ...wide })).toEqual({ kind: 'allow' });
    }
  });

  it('matches like the router: any case, trailing slash', () => {
    expect(isPublicPath('/VideoX/')).toBe(true);
    expect(isPublicPath('/videox')).toBe(true);
    expect(decideRoute({ pathname: '/QUOTELIST/' }, { hasToken: false, ...wide })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('replaces /buyer-request by /buyer-request-mobile under 718 px, keeping the query', () => {
    expect(decideRoute({ pathname: '/buyer-request', search: '?tab=mine' }, { hasToken: true, width: 717 })).toEqual({
      kind: 'redirect',
      to: '/buyer-request-mobile?tab=mine',
    });
    expect(decideRoute({ pathname: '/buyer-request' }, { hasToken: true, width: 718 })).toEqual({ kind: 'allow' });
  });

  it('still asks for a token first on a narrow screen', () => {
    expect(decideRoute({ pathname: '/buyer-request' }, { hasToken: false, width: 390 })).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('sign-in pages /login and /sms (§2 login dialog)', () => {
  it('lets visitors open them, in any case and with a query', () => {
    for (const [path] of SIGN_IN_ROUTES) {
      expect(decideRoute({ pathname: path, search: '?redirect=%2ForderList' }, { hasToken: false, ...wide })).toEqual({ kind: 'allow' });
      expect(decideRoute({ pathname: `${path.toUpperCase()}/` }, { hasToken: false, width: 390 })).toEqual({ kind: 'allow' });
    }
  });

  it('sends a signed-in user on to the link\'s in-site redirect, else to /quoteList', () => {
    const signedIn = { hasToken: true, ...wide };
    expect(decideRoute({ pathname: '/login' }, signedIn)).toEqual({ kind: 'redirect', to: '/quoteList' });
    expect(decideRoute({ pathname: '/sms', search: '?redirect=%2Forder-list%3Ftab%3D2' }, signedIn)).toEqual({ kind: 'redirect', to: '/order-list?tab=2' });
    expect(decideRoute({ pathname: '/login', search: `?${signInLink('/view-detail?askId=a-1&detailId=d-2').split('?')[1]}` }, signedIn)).toEqual({
      kind: 'redirect',
      to: '/view-detail?askId=a-1&detailId=d-2',
    });
  });

  it('never redirects to another host or back to a sign-in page', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login?redirect=/x', '/SMS', '']) {
      expect(signInRedirect(`?redirect=${encodeURIComponent(bad)}`), bad).toBeNull();
      expect(decideRoute({ pathname: '/login', search: `?redirect=${encodeURIComponent(bad)}` }, { hasToken: true, ...wide })).toEqual({ kind: 'redirect', to: '/quoteList' });
    }
    expect(signInRedirect(undefined)).toBeNull();
  });

  it('names both screens in both catalogs', () => {
    for (const [, screen] of SIGN_IN_ROUTES) {
      expect(shellEn.screens, screen).toHaveProperty(screen);
      expect(shellZh.screens, screen).toHaveProperty(screen);
    }
  });
});

describe('keep-alive (§2)', () => {
  it('keeps /universe, /wiki, /saas-chat and /market-price alive, nothing else', () => {
    expect(keepAliveKey('/wiki')).toBe('/wiki');
    expect(keepAliveKey('/Market-Price/')).toBe('/market-price');
    expect(keepAliveKey('/universe')).toBe('/universe');
    expect(keepAliveKey('/saas-chat')).toBe('/saas-chat');
    expect(keepAliveKey('/wiki-detail')).toBeNull();
    expect(keepAliveKey('/quoteList')).toBeNull();
  });
});

describe('reload on resize (§9)', () => {
  it('reloads under 900 px after a change of more than 50 px', () => {
    expect(shouldReloadOnResize(1280, 899)).toBe(true);
    expect(shouldReloadOnResize(800, 749)).toBe(true);
    expect(shouldReloadOnResize(800, 851)).toBe(true);
  });

  it('does not reload for small changes or wide screens', () => {
    expect(shouldReloadOnResize(800, 750)).toBe(false);
    expect(shouldReloadOnResize(800, 850)).toBe(false);
    expect(shouldReloadOnResize(1280, 900)).toBe(false);
    expect(shouldReloadOnResize(390, 390)).toBe(false);
  });
});
