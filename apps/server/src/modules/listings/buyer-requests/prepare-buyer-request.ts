import { ErrorCode } from '@scrapbridge/domain/error-codes';
import { validityProblem, type TPostBuyerRequest } from '@scrapbridge/domain/buyer-requests/buyer-request';
import { MARKET_CURRENCY, type TMarket } from '@scrapbridge/domain/market';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCategoriesByIds, findDictRowsByIds, listQuoteMethodRows } from '../../catalogue/index.ts';
import { listMarketPermissions } from '../../identity/index.ts';
import { findFilesByIds } from '../../platform/index.ts';
import type { TBuyerRequestInsert } from './buyer-requests.repository.ts';

/**
 * §6 quoting and dealing need a verified account (the route checks it: 1403); a buyer also needs the permission of the
 * request's market, since every offer they get is quoted on that market (§8 "no permission" words it as for asks).
 */
export async function assertMayPost(db: TDbOrTx, userId: string, market: TMarket): Promise<void> {
  const permissions = await listMarketPermissions(db, userId);
  if (!permissions.some((p) => p.market === market && p.permission === 1)) throw new AppError(ErrorCode.Forbidden, 'listings.errors.noMarketPermission');
}

/**
 * The request rules that need the database or the clock, every problem at once (code 1000 naming the fields): the
 * grades are enabled grades of their family, the ports of the right dictionary, the quote method enabled, the photos
 * the buyer's own pictures (uploaded for an ask or to their album), the spec documents the buyer's own uploads of
 * fileType request_spec, the validity day today to 90 days ahead. Then the
 * row's values.
 */
export async function prepareBuyerRequest(
  db: TDbOrTx,
  input: TPostBuyerRequest,
  buyerUserId: string,
  now: Date,
): Promise<Omit<TBuyerRequestInsert, 'buyerUserId' | 'companyId' | 'state'>> {
  const problems: TFieldProblem[] = [];
  const problem = (field: string, reasonKey: string) => problems.push({ field, reasonKey });

  const categoryIds = [...new Set(input.grades.flatMap((g) => [g.categoryId, g.subCategoryId]))];
  const categories = new Map((await findCategoriesByIds(db, categoryIds)).map((c) => [c.id, c]));
  input.grades.forEach((g, i) => {
    const family = categories.get(g.categoryId);
    const grade = categories.get(g.subCategoryId);
    if (!family || family.status !== 0 || family.parentId !== null) problem(`grades.${i}.categoryId`, 'listings.errors.unknownCategory');
    else if (!grade || grade.status !== 0 || grade.parentId !== g.categoryId) problem(`grades.${i}.subCategoryId`, 'buyerRequests.errors.gradeUnknown');
  });

  const ports: [keyof TPostBuyerRequest & string, number | undefined, string][] = [
    ['portId', input.portId, 'PORT'],
    ['destinationPortId', input.destinationPortId, 'DESTINATION PORT'],
  ];
  const dicts = new Map((await findDictRowsByIds(db, ports.map(([, id]) => id).filter((v): v is number => v !== undefined))).map((d) => [d.id, d]));
  for (const [field, id, type] of ports) {
    if (id === undefined) continue;
    const row = dicts.get(id);
    if (!row || row.dictType !== type || row.status !== 0) problem(field, 'listings.errors.unknownDict');
  }

  const enabled = new Set((await listQuoteMethodRows(db)).map((q) => q.quoteType));
  if (!enabled.has(input.quoteType)) problem('quoteType', 'listings.errors.quoteTypeMarket');

  const files = new Map((await findFilesByIds(db, [...input.photoFileIds, ...input.specFileIds])).map((f) => [f.id, f]));
  input.photoFileIds.forEach((id, i) => {
    const f = files.get(id);
    // Another user's file reads as not yours, whether or not it exists (never reveal other users' files).
    if (!f || f.ownerUserId !== buyerUserId || f.kind !== 'image' || !(f.purpose === 'ask' || f.purpose === 'picture')) problem(`photoFileIds.${i}`, 'buyerRequests.errors.photoUnknown');
  });

  input.specFileIds.forEach((id, i) => {
    const f = files.get(id);
    if (!f || f.ownerUserId !== buyerUserId || f.purpose !== 'request_spec') problem(`specFileIds.${i}`, 'buyerRequests.errors.specUnknown');
  });

  const validity = validityProblem(input.validUntil, now);
  if (validity) problem('validUntil', validity);

  if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);

  const gradeText = input.grades.flatMap((g) => {
    const c = categories.get(g.subCategoryId);
    const f = categories.get(g.categoryId);
    return [c?.nameZh, c?.nameEn, f?.nameZh, f?.nameEn];
  });
  const searchKey = [input.title, ...gradeText, input.remark]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return {
    market: input.market,
    currency: MARKET_CURRENCY[input.market],
    title: input.title ?? null,
    categoryIds: input.grades.map((g) => g.categoryId),
    subCategoryIds: input.grades.map((g) => g.subCategoryId),
    weight: input.weight ?? null,
    containers: input.containers ?? null,
    quoteType: input.quoteType,
    targetPrice: input.targetPrice,
    deliveryTerm: input.deliveryTerm,
    portId: input.portId ?? null,
    destinationPortId: input.destinationPortId ?? null,
    depositRatio: input.depositRatio,
    balanceRatio: input.balanceRatio,
    paymentTiming: input.paymentTiming,
    validUntil: input.validUntil,
    remark: input.remark ?? null,
    photoFileIds: input.photoFileIds,
    specFileIds: input.specFileIds,
    searchKey,
  };
}
