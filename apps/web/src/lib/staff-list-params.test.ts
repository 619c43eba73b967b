import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './staff-list-params.ts';

const opts = { defaults: { status: 'open', keyword: '' }, choices: { status: ['open', 'handled', 'all'] } };
const q = (s: string) => new URLSearchParams(s);

describe('staff list state in the URL query', () => {
  it('reads the defaults from a clean address', () => {
    expect(readListParams(q(''), opts)).toEqual({ page: 1, pageSize: 20, filters: { status: 'open', keyword: '' } });
  });

  it('reads page, page size and filters back (a refresh shows the same view)', () => {
    expect(readListParams(q('page=3&pageSize=50&status=handled&keyword=copper'), opts)).toEqual({
      page: 3,
      pageSize: 50,
      filters: { status: 'handled', keyword: 'copper' },
    });
  });

  it('ignores hand-edited values the server would reject', () => {
    expect(readListParams(q('page=-2&pageSize=500&status=nonsense'), opts)).toEqual({ page: 1, pageSize: 20, filters: { status: 'open', keyword: '' } });
    expect(readListParams(q('page=abc&pageSize=7'), opts).page).toBe(1);
    expect(readListParams(q('pageSize=7'), opts).pageSize).toBe(20);
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const current = readListParams(q('x=1'), opts);
    expect(writeListParams(q('x=1'), current, { page: 2 }, opts).toString()).toBe('x=1&page=2');
    expect(writeListParams(q('page=2'), { ...current, page: 2 }, { page: 1 }, opts).toString()).toBe('');
  });

  it('starts again at page 1 when a filter or the page size changes', () => {
    const current = readListParams(q('page=4&status=all'), opts);
    expect(writeListParams(q('page=4&status=all'), current, { filters: { keyword: 'brass' } }, opts).toString()).toBe('status=all&keyword=brass');
    expect(writeListParams(q('page=4&status=all'), current, { page: 4, pageSize: 50 }, opts).toString()).toBe('status=all&pageSize=50');
    // Setting a filter to the value it already has is no change: the page stays.
    expect(writeListParams(q('page=4&status=all'), current, { filters: { status: 'all' } }, opts).get('page')).toBe('4');
  });

  it('honours a list of its own page sizes', () => {
    const sizes = { defaults: {}, pageSizes: [10, 20, 50] };
    expect(readListParams(q('pageSize=100'), sizes).pageSize).toBe(20);
    expect(readListParams(q('pageSize=50'), sizes).pageSize).toBe(50);
  });
});
