import { describe, expect, it } from 'vitest';
import { envelopeOf, listOf } from './api.ts';
import { prefixPath } from './api-prefix.ts';
import { z } from 'zod';

describe('prefixPath (§7 path prefixing)', () => {
  it.each([
    ['/account/login', '/saas-v1/account/login'],
    ['/market-price/list', '/saas-v1/market-price/list'],
    ['/category-group/tree', '/saas-v1/category-group/tree'],
    ['/future/quotes', '/app-future/future/quotes'],
    ['/futures', '/app-future/futures'],
    ['/chat/send', '/ai-chat/chat/send'],
    ['/file/upload', '/ai-system/file/upload'],
    ['/recognition/photo', '/ai-system/recognition/photo'],
    ['/similarity', '/ai-system/similarity'],
    ['/admin/outbox', '/admin/outbox'],
    ['/recycle/anything', '/recycle/anything'],
    ['/getInfo', '/app-v2/getInfo'],
    ['/account/captcha', '/app-v2/account/captcha'],
    ['/user/info/market/switch', '/app-v2/user/info/market/switch'],
    ['/app-v2/getInfo', '/app-v2/getInfo'],
    ['/saas-v1/account/login', '/saas-v1/account/login'],
  ])('%s → %s', (path, expected) => {
    expect(prefixPath(path)).toBe(expected);
  });

  it('matches whole segments only', () => {
    expect(prefixPath('/account/loginHistory')).toBe('/app-v2/account/loginHistory');
    expect(prefixPath('/administrators')).toBe('/app-v2/administrators');
    expect(prefixPath('/recycled')).toBe('/app-v2/recycled');
  });
});

describe('envelope schemas', () => {
  it('describe { code, msg, data } and lists as { rows, total }', () => {
    const schema = envelopeOf(listOf(z.object({ id: z.string() })));
    expect(schema.parse({ code: 200, msg: 'ok', data: { rows: [{ id: 'a' }], total: 1 } }).data.total).toBe(1);
    expect(schema.safeParse({ code: 200, msg: 'ok', data: { rows: [] } }).success).toBe(false);
  });
});
