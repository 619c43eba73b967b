/**
 * Honest content (issue #16 item 6): the seeded news and partner stories and the landing's texts describe only what
 * the product does. The routes without a screen of their own are derived from the router itself (hasScreen; the
 * router refuses to be built with one, so none should be found), so the test follows the product.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as ReactRouter from 'react-router';
import { NEWS_SEED, STORIES_SEED } from '@scrapbridge/domain/site-demo-content';
import homeEn from '@scrapbridge/domain/i18n/home/en.json';
import homeZh from '@scrapbridge/domain/i18n/home/zh.json';
import shellEn from '@scrapbridge/domain/i18n/shell/en.json';
import shellZh from '@scrapbridge/domain/i18n/shell/zh.json';
import siteEn from '@scrapbridge/domain/i18n/site/en.json';
import siteZh from '@scrapbridge/domain/i18n/site/zh.json';

// The router module makes the browser router when it loads; its route data is all this test needs.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  createBrowserRouter: () => ({ navigate: () => undefined }),
}));

const { hasScreen, routes } = await import('./router.tsx');
const { PRIVATE_ROUTES, PUBLIC_ROUTES, SIGN_IN_ROUTES } = await import('./route-table.ts');

const TABLE = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES, ...SIGN_IN_ROUTES];
const placeholders = TABLE.filter(([path]) => !hasScreen(path));
const routerPaths = new Set<string>(['/', ...(routes[0]?.children ?? []).flatMap((r) => (r.path ? [r.path.toLowerCase()] : []))]);

/** Other words for a screen than its menu name, where texts commonly use them. */
const ALIASES: Record<string, string[]> = {
  saasChat: ['AI assistant', 'AI 助手', 'AI助手', '智能助手', 'chat assistant', '聊天助手'],
  customer: ['customer service', '在线客服', '客服'],
  videoX: ['video centre', '视频中心'],
};

/** Features the product does not have at all (no route ever): naming them is announcing them. */
const NOT_BUILT = [/\bAI recognition\b/i, /\bphoto recognition\b/i, /AI\s*识别/, /拍照识别/];

type TText = { where: string; text: string };

function strings(value: unknown, where: string): TText[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}

const screenNames = (screen: string): string[] => [
  (shellEn.screens as Record<string, string>)[screen] ?? '',
  (shellZh.screens as Record<string, string>)[screen] ?? '',
  ...(ALIASES[screen] ?? []),
].filter((n) => n.length > 1);

function names(text: string, name: string): boolean {
  if (/^[\x20-\x7e]+$/.test(name)) return new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);
  return text.includes(name);
}

/** What a visitor reads: the seeded news and stories, the landing and the public site's marketing sections. */
const TEXTS: TText[] = [
  ...NEWS_SEED.flatMap((n, i) => [
    { where: `news[${i}].titleZh`, text: n.titleZh },
    { where: `news[${i}].titleEn`, text: n.titleEn },
  ]),
  ...STORIES_SEED.flatMap((s, i) => [
    { where: `stories[${i}].quoteZh`, text: s.quoteZh },
    { where: `stories[${i}].quoteEn`, text: s.quoteEn },
  ]),
  ...strings(homeEn, 'home.en'),
  ...strings(homeZh, 'home.zh'),
  ...(['featureTabs', 'aboutUs', 'wikiPromo', 'achievements', 'stories', 'news'] as const).flatMap((k) => [
    ...strings((siteEn as Record<string, unknown>)[k], `site.en.${k}`),
    ...strings((siteZh as Record<string, unknown>)[k], `site.zh.${k}`),
  ]),
];

describe('honest content', () => {
  it('knows the router: every route of the table is declared, and the placeholder ones are found', () => {
    for (const [path] of TABLE) expect(routerPaths.has(path.toLowerCase()), path).toBe(true);
    expect(TEXTS.length).toBeGreaterThan(50);
    // Every route of the table has a screen of its own.
    expect(placeholders.map(([path]) => path)).toEqual([]);
  });

  it('no seeded news item links to a placeholder or to a path the router does not have', () => {
    const placeholderPaths = new Set(placeholders.map(([p]) => p.toLowerCase()));
    for (const n of NEWS_SEED) {
      for (const link of [n.link, n.linkEn]) {
        if (!link) continue;
        const path = (link.split(/[?#]/)[0] ?? '').toLowerCase();
        expect(placeholderPaths.has(path), `${n.titleEn}: ${link} is a placeholder`).toBe(false);
        expect(routerPaths.has(path), `${n.titleEn}: ${link} is no route`).toBe(true);
      }
    }
  });

  it('no seeded item or landing text names a feature whose screen is a placeholder, or one that does not exist', () => {
    const offending: string[] = [];
    for (const { where, text } of TEXTS) {
      for (const [path, screen] of placeholders) {
        for (const name of screenNames(screen)) if (names(text, name)) offending.push(`${where} names ${path} ("${name}"): ${text}`);
      }
      for (const pattern of NOT_BUILT) if (pattern.test(text)) offending.push(`${where} announces ${pattern}: ${text}`);
    }
    expect(offending).toEqual([]);
  });
});
