/**
 * The URL query of a staff list (page, page size, filters), read and written as pure functions so the rules are
 * tested in node. Keeping the list state in the URL means a refresh reopens the same page with the same filters,
 * the back button steps back through pages and filters, and a link can be handed to a colleague.
 *
 * Only values that differ from the defaults are written, so an untouched list keeps a clean address.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@scrapbridge/domain/pagination';

/** Page sizes offered by the staff tables; the server caps a page at PAGE_SIZE_MAX (domain pagination.ts). */
export const STAFF_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

export type TFilterValues = Record<string, string>;

/** Filter values a list accepts, per key; anything else in the address falls back to the default. */
export type TFilterChoices<F extends TFilterValues> = { [K in keyof F]?: readonly F[K][] };

export type TListParams<F extends TFilterValues> = { page: number; pageSize: number; filters: F };

export type TListParamOptions<F extends TFilterValues> = {
  defaults: F;
  choices?: TFilterChoices<F>;
  pageSizes?: readonly number[];
  pageSizeDefault?: number;
};

const PAGE_KEY = 'page';
const SIZE_KEY = 'pageSize';

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

export function readListParams<F extends TFilterValues>(search: URLSearchParams, opts: TListParamOptions<F>): TListParams<F> {
  const sizes = opts.pageSizes ?? STAFF_PAGE_SIZES;
  const sizeDefault = opts.pageSizeDefault ?? PAGE_SIZE_DEFAULT;
  const size = positiveInt(search.get(SIZE_KEY));
  const filters = { ...opts.defaults };
  for (const key of Object.keys(opts.defaults) as (keyof F & string)[]) {
    const raw = search.get(key);
    if (raw === null) continue;
    const allowed = opts.choices?.[key];
    // A hand-edited or outdated address must not send the server a value it rejects.
    if (allowed && !(allowed as readonly string[]).includes(raw)) continue;
    filters[key] = raw.slice(0, 200) as F[typeof key];
  }
  return {
    page: positiveInt(search.get(PAGE_KEY)) ?? 1,
    pageSize: size !== null && size <= PAGE_SIZE_MAX && sizes.includes(size) ? size : sizeDefault,
    filters,
  };
}

/**
 * The next address for a list. Other query parameters (not the list's) are kept. A changed filter or page size
 * starts again at page 1: page 7 of the old filter means nothing under the new one.
 */
export function writeListParams<F extends TFilterValues>(
  search: URLSearchParams,
  current: TListParams<F>,
  change: { page?: number; pageSize?: number; filters?: Partial<F> },
  opts: TListParamOptions<F>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const filters = { ...current.filters, ...change.filters } as F;
  const pageSize = change.pageSize ?? current.pageSize;
  const filtersChanged = Object.keys(filters).some((k) => filters[k] !== current.filters[k]);
  const page = filtersChanged || pageSize !== current.pageSize ? 1 : (change.page ?? current.page);

  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  for (const key of Object.keys(opts.defaults)) put(key, filters[key] ?? '', opts.defaults[key] ?? '');
  put(SIZE_KEY, String(pageSize), String(opts.pageSizeDefault ?? PAGE_SIZE_DEFAULT));
  put(PAGE_KEY, String(page), '1');
  return next;
}
