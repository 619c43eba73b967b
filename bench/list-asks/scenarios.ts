/**
 * The buyer-list requests the benchmark drives (GET /app-v2/ask/list/buyer, the /quoteList screen). Each scenario
 * is a few variants that autocannon cycles through on every connection; `mix` is all of them.
 */
export const LIST_PATH = '/app-v2/ask/list/buyer';

export type TRequestSpec = {
  /** Query string parameters, exactly as the web client sends them. */
  query: Record<string, string>;
  /** §7 headers besides Authorization. */
  headers: Record<string, string>;
};

export type TScenario = { name: string; description: string; requests: TRequestSpec[]; search: boolean };

export type TCatalogIds = { copper: number; aluminium: number; ferrous: number; barley: number; hms8020: number };

const en = (market: 'intl' | 'cn') => ({ applang: 'en-US', market });
const zh = (market: 'intl' | 'cn') => ({ applang: 'zh-CN', market });

export function buildScenarios(ids: TCatalogIds): TScenario[] {
  const scenarios: TScenario[] = [
    {
      name: 'no-filter',
      description: 'newest live asks of the market, pages 1-2',
      search: false,
      requests: [
        { query: { pageNum: '1', pageSize: '20' }, headers: en('intl') },
        { query: { pageNum: '1', pageSize: '20' }, headers: zh('cn') },
        { query: { pageNum: '2', pageSize: '20' }, headers: en('intl') },
      ],
    },
    {
      name: 'category',
      description: 'a family (copper, aluminium, ferrous) or a grade (Barley)',
      search: false,
      requests: [
        { query: { pageNum: '1', pageSize: '20', categoryId: String(ids.copper) }, headers: en('intl') },
        { query: { pageNum: '1', pageSize: '20', categoryId: String(ids.aluminium) }, headers: zh('cn') },
        { query: { pageNum: '1', pageSize: '20', categoryId: String(ids.ferrous) }, headers: en('intl') },
        { query: { pageNum: '1', pageSize: '20', categoryId: String(ids.copper), subCategoryId: String(ids.barley) }, headers: en('intl') },
      ],
    },
    {
      name: 'market-quote-weight',
      description: 'market + quote type + total weight range',
      search: false,
      requests: [
        { query: { pageNum: '1', pageSize: '20', market: 'intl', quoteType: 'LME', weightMin: '20', weightMax: '60' }, headers: en('intl') },
        { query: { pageNum: '1', pageSize: '20', market: 'cn', quoteType: 'SHCU', weightMin: '10', weightMax: '40' }, headers: zh('cn') },
        { query: { pageNum: '1', pageSize: '20', market: 'intl', quoteType: 'FIXED', weightMin: '200', weightMax: '2000' }, headers: en('intl') },
      ],
    },
    {
      name: 'search-en',
      description: 'material search in English: copper (common), busheling (rare)',
      search: true,
      requests: [
        { query: { pageNum: '1', pageSize: '20', keyword: 'copper' }, headers: en('intl') },
        { query: { pageNum: '1', pageSize: '20', keyword: 'busheling' }, headers: en('intl') },
        { query: { pageNum: '1', pageSize: '20', keyword: 'copper' }, headers: en('cn') },
      ],
    },
    {
      name: 'search-zh',
      description: 'material search in Chinese, 2-character words: 黄铜 (brass), 铜线 (copper wire)',
      search: true,
      requests: [
        { query: { pageNum: '1', pageSize: '20', keyword: '黄铜' }, headers: zh('cn') },
        { query: { pageNum: '1', pageSize: '20', keyword: '铜线' }, headers: zh('cn') },
        { query: { pageNum: '1', pageSize: '20', keyword: '铜线' }, headers: zh('intl') },
      ],
    },
  ];
  scenarios.push({
    name: 'mix',
    description: 'every request above in turn',
    search: true,
    requests: scenarios.flatMap((s) => s.requests),
  });
  return scenarios;
}

export const pathOf = (r: TRequestSpec): string => `${LIST_PATH}?${new URLSearchParams(r.query).toString()}`;
