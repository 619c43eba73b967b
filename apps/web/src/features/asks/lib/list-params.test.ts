import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buyerApiQuery,
  buyerFiltersToParams,
  clearFilters,
  DEFAULT_PAGE_SIZE,
  parseBuyerFilters,
  parseSellerFilters,
  sellerFiltersToParams,
  withFilters,
} from './list-params.ts';

const defaults = { weightUnit: 'MT' as const };
const parse = (qs: string) => parseBuyerFilters(new URLSearchParams(qs), defaults);

describe('/quoteList query parameters ⇄ filter state', () => {
  it('reads every filter from the URL', () => {
    const f = parse(
      'keyword=光亮铜线&categoryId=1&subCategoryId=2&originCountryId=101&loadingCountryId=101&portId=301&quoteType=LME&weightMin=10&weightMax=25.5&weightUnit=LBS&market=intl&followed=3&sort=price&order=asc&scope=all&pageSize=48&pageNum=3',
    );
    expect(f).toEqual({
      pageNum: 3,
      pageSize: 48,
      keyword: '光亮铜线',
      categoryId: 1,
      subCategoryId: 2,
      originCountryId: 101,
      loadingCountryId: 101,
      portId: 301,
      quoteType: 'LME',
      weightMin: '10',
      weightMax: '25.5',
      weightUnit: 'LBS',
      market: 'intl',
      followed: 3,
      sort: 'price',
      order: 'asc',
      scope: 'all',
    });
    expect(activeFilterCount(f)).toBe(10);
  });

  it('round-trips: state → URL → state', () => {
    const f = parse('keyword=Barley&categoryId=1&weightMin=5&sort=clicks&pageNum=2');
    const again = parse(buyerFiltersToParams(f, defaults).toString());
    expect(again).toEqual(f);
  });

  it('leaves defaults out of the URL', () => {
    expect(buyerFiltersToParams(parse(''), defaults).toString()).toBe('');
    expect(buyerFiltersToParams(parse('weightMin=2'), defaults).toString()).toBe('weightMin=2&weightUnit=MT');
  });

  it('drops values that make no sense instead of sending them', () => {
    const f = parse('categoryId=abc&portId=-4&quoteType=GOLD&weightMin=-1&weightMax=1.1234567&sort=random&order=up&followed=2&market=eu&pageSize=1000&pageNum=0');
    expect(f).toEqual({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, weightUnit: 'MT', sort: 'newest', order: 'desc', scope: 'open' });
  });

  it('caps the page at the 1,000 rows a list reaches', () => {
    expect(parse('pageNum=999').pageNum).toBe(42);
    expect(parse('pageNum=999&pageSize=12').pageNum).toBe(84);
  });

  it('forces tonnes on the China market', () => {
    expect(parse('market=cn&weightUnit=LBS').weightUnit).toBe('MT');
  });

  it('resets the page and dependent filters when a filter changes', () => {
    const f = parse('categoryId=1&subCategoryId=2&loadingCountryId=101&portId=301&pageNum=4');
    const next = withFilters(f, { categoryId: 10 });
    expect(next.pageNum).toBe(1);
    expect(next.subCategoryId).toBeUndefined();
    expect(next.portId).toBe(301);
    const moved = withFilters(f, { loadingCountryId: 103 });
    expect(moved.portId).toBeUndefined();
    expect(withFilters(f, { pageNum: 5 }).pageNum).toBe(5);
    expect(withFilters(f, { categoryId: undefined })).not.toHaveProperty('categoryId');
  });

  it('clears the filters but keeps sort and page size', () => {
    const f = parse('categoryId=1&sort=weight&pageSize=12&keyword=x&scope=all');
    expect(clearFilters(f, defaults)).toEqual({ pageNum: 1, pageSize: 12, weightUnit: 'MT', sort: 'weight', order: 'desc', scope: 'open' });
  });

  it('builds the GET /ask/list/buyer query', () => {
    expect(buyerApiQuery(parse('keyword=Berry&followed=3'))).toMatchObject({ pageNum: 1, pageSize: 24, keyword: 'Berry', followed: 3, weightUnit: 'MT', sort: 'newest' });
  });
});

describe('/askList query parameters', () => {
  it('reads and writes the state tab and page', () => {
    const f = parseSellerFilters(new URLSearchParams('state=refused&pageNum=2'));
    expect(f).toEqual({ state: 'refused', pageNum: 2, pageSize: DEFAULT_PAGE_SIZE });
    expect(sellerFiltersToParams(f).toString()).toBe('state=refused&pageNum=2');
    expect(parseSellerFilters(new URLSearchParams('state=bogus')).state).toBe('all');
  });
});
