import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TPublishAskRequest } from '@scrapbridge/domain/ask';
import { DictId, type TDictType } from '@scrapbridge/domain/catalog';
import { lbsTextToMtText, minDecimal, sumDecimals } from '@scrapbridge/domain/decimal';
import { MARKET_CURRENCY, type TMarket } from '@scrapbridge/domain/market';
import { searchKeyOf } from '@scrapbridge/domain/material-search';
import { QUOTE_METHODS, type TQuoteType } from '@scrapbridge/domain/quote-method';
import { isVip } from '@scrapbridge/domain/user-state';
import type { TFieldProblem } from '@scrapbridge/domain/validation';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { listMarketPermissions } from '../../identity/index.ts';
import { findCategoriesByIds, findDictRowsByIds, listQuoteMethodRows } from '../../catalogue/index.ts';
import { findFilesByIds } from '../../platform/index.ts';
import { findSellers, type TAskDetailInsert, type TAskInsert } from './asks.repository.ts';

/**
 * §6 "Quoting and dealing need a verified (VIP) account"; the spec is silent on publishing. Decision: publishing
 * (drafts included) needs a verified enterprise too, since every ask is a trade offer the platform brokers; a
 * general user is told to upgrade (1403). The seller also needs the permission of the ask's market (§6: granted by
 * customer service; §8 "no permission for the China or international market"). When an agent publishes for a
 * seller (§6 Agents), the caller must still be verified, and the market permission and the company are the seller's.
 */
export async function assertMayPublish(
  db: TDbOrTx,
  session: { userId: string; userType: string },
  market: TMarket,
  sellerUserId: string = session.userId,
): Promise<{ companyId: string | null }> {
  if (!isVip(session.userType)) throw new AppError(ErrorCode.Forbidden, 'listings.errors.vipRequired');
  const permissions = await listMarketPermissions(db, sellerUserId);
  if (!permissions.some((p) => p.market === market && p.permission === 1)) throw new AppError(ErrorCode.Forbidden, 'listings.errors.noMarketPermission');
  const [seller] = await findSellers(db, [sellerUserId]);
  return { companyId: seller?.companyId ?? null };
}

export type TDetailPlan = {
  /** The existing line an edit keeps, when given. */
  detailId: string | undefined;
  values: Omit<TAskDetailInsert, 'askId'>;
  media: { fileId: string; kind: 'image' | 'video'; ext: string }[];
};

export type TAskPlan = {
  ask: Omit<TAskInsert, 'sellerUserId' | 'agentUserId' | 'state'>;
  details: TDetailPlan[];
};

const DICT_FIELDS: { field: keyof TPublishAskRequest & string; type: TDictType }[] = [
  { field: 'originCountryId', type: 'Country' },
  { field: 'loadingCountryId', type: 'Country' },
  { field: 'portId', type: 'PORT' },
  { field: 'destinationPortId', type: 'DESTINATION PORT' },
  { field: 'rampId', type: 'RAMP' },
  { field: 'validityId', type: 'biz_prescription' },
];

/**
 * The §5 rules that need the database, checked before anything is written, every problem reported at once:
 * categories exist, are enabled, and grades belong to their family; dictionary ids are of the right dictionary;
 * every picture or video was uploaded by the caller as ask media and is what the form says it is; the quote
 * methods are enabled. Then the rows to write, with weights in MT (LBS converted exactly), the totals the buyer list
 * sorts on, and the search key. `fileOwners`: whose uploads the ask may use — the caller's, and when an agent is
 * involved (§6) the seller's and the agent's, since either may have uploaded the pictures of the lot.
 */
export async function prepareAskWrite(db: TDbOrTx, input: TPublishAskRequest, fileOwners: string | readonly string[]): Promise<TAskPlan> {
  const owners = new Set(typeof fileOwners === 'string' ? [fileOwners] : fileOwners);
  const problems: TFieldProblem[] = [];
  const problem = (field: string, key: string) => problems.push({ field, reasonKey: `listings.errors.${key}` });

  const categoryIds = [...new Set(input.details.flatMap((d) => [d.categoryId, d.subCategoryId]).filter((v): v is number => v !== undefined))];
  const categories = new Map((await findCategoriesByIds(db, categoryIds)).map((c) => [c.id, c]));
  input.details.forEach((d, i) => {
    const family = d.categoryId !== undefined ? categories.get(d.categoryId) : undefined;
    const grade = d.subCategoryId !== undefined ? categories.get(d.subCategoryId) : undefined;
    if (d.categoryId !== undefined && (!family || family.status !== 0 || family.parentId !== null)) problem(`details.${i}.categoryId`, 'unknownCategory');
    if (d.subCategoryId !== undefined) {
      if (!grade || grade.status !== 0 || grade.parentId === null) problem(`details.${i}.subCategoryId`, 'unknownCategory');
      else if (d.categoryId !== undefined && grade.parentId !== d.categoryId) problem(`details.${i}.subCategoryId`, 'subCategoryMismatch');
    }
  });

  const dictIds = DICT_FIELDS.map((f) => input[f.field]).filter((v): v is number => typeof v === 'number');
  const dicts = new Map((await findDictRowsByIds(db, [...new Set(dictIds)])).map((d) => [d.id, d]));
  for (const { field, type } of DICT_FIELDS) {
    const id = input[field];
    if (typeof id !== 'number') continue;
    const row = dicts.get(id);
    if (!row || row.dictType !== type || row.status !== 0) problem(field, 'unknownDict');
  }

  const mediaIds = input.details.flatMap((d) => d.media.map((m) => m.fileId));
  const files = new Map((await findFilesByIds(db, mediaIds)).map((f) => [f.id, f]));
  input.details.forEach((d, i) =>
    d.media.forEach((m, j) => {
      const file = files.get(m.fileId);
      // Another user's file reads as not yours, whether or not it exists (never reveal other users' files).
      if (!file || !file.ownerUserId || !owners.has(file.ownerUserId)) problem(`details.${i}.media.${j}.fileId`, 'fileNotYours');
      // A photo from the user's album (fileType picture, issue 16 item 3) may show on a listing as an upload for it does.
      else if (!(file.purpose === 'ask' || (file.purpose === 'picture' && file.kind === 'image')) || file.kind !== m.kind) problem(`details.${i}.media.${j}.fileId`, 'fileKindMismatch');
    }),
  );

  const enabled = new Set((await listQuoteMethodRows(db)).map((q) => q.quoteType));
  if (input.preferredQuoteType && !enabled.has(input.preferredQuoteType)) problem('preferredQuoteType', 'quoteTypeMarket');
  input.details.forEach((d, i) => {
    if (d.quoteType && !enabled.has(d.quoteType)) problem(`details.${i}.quoteType`, 'quoteTypeMarket');
  });

  if (problems.length) throw new AppError(ErrorCode.Validation, undefined, undefined, problems);

  const currency = MARKET_CURRENCY[input.market];
  const toMt = (w: string | undefined) => (w === undefined ? undefined : input.weightUnit === 'LBS' ? lbsTextToMtText(w) : w);
  const validity = input.validityId !== undefined ? dicts.get(input.validityId) : undefined;
  const details: TDetailPlan[] = input.details.map((d, i) => {
    const quoteType = d.quoteType;
    // The line's cover first (§3 askCover), then the rest in the order given.
    const coverId = d.coverFileId ?? d.media.find((m) => m.kind === 'image')?.fileId;
    const ordered = [...d.media].sort((a, b) => Number(b.fileId === coverId) - Number(a.fileId === coverId));
    return {
      detailId: d.detailId,
      values: {
        categoryId: d.categoryId ?? null,
        subCategoryId: d.subCategoryId ?? null,
        detailName: d.detailName ?? null,
        detailNameZh: d.detailNameZh ?? null,
        weight: toMt(d.weight) ?? null,
        quoteType: quoteType ?? null,
        unitPrice: d.unitPrice ?? null,
        currency,
        minPrice: d.minPrice ?? null,
        maxPrice: d.maxPrice ?? null,
        deduction: quoteType ? (d.deduction ?? QUOTE_METHODS[quoteType].deduction) : 0,
        elementContent: d.elementContent ?? null,
        coverFileId: coverId ?? null,
        sort: i,
      },
      media: ordered.map((m) => ({ fileId: m.fileId, kind: m.kind, ext: files.get(m.fileId)!.ext })),
    };
  });

  const weights = details.map((d) => d.values.weight).filter((w): w is string => !!w);
  const fixedPrices = details.filter((d) => d.values.quoteType === 'FIXED' && d.values.unitPrice).map((d) => d.values.unitPrice!);
  const names = input.details.flatMap((d) => {
    const family = d.categoryId !== undefined ? categories.get(d.categoryId) : undefined;
    const grade = d.subCategoryId !== undefined ? categories.get(d.subCategoryId) : undefined;
    return [d.detailName, d.detailNameZh, family?.nameZh, family?.nameEn, grade?.nameZh, grade?.nameEn, grade?.code];
  });
  return {
    details,
    ask: {
      market: input.market,
      currency,
      askName: input.askName ?? null,
      askNameZh: input.askNameZh ?? null,
      descriptions: input.descriptions ?? null,
      descriptionsZh: input.descriptionsZh ?? null,
      comboLoadName: input.comboLoadName ?? null,
      originCountryId: input.originCountryId ?? null,
      loadingCountryId: input.loadingCountryId ?? null,
      province: input.province ?? null,
      city: input.city ?? null,
      area: input.area ?? null,
      addressDetail: input.addressDetail ?? null,
      deliveryTerm: input.deliveryTerm ?? null,
      exwAddress: input.exwAddress ?? null,
      portId: input.portId ?? null,
      destinationPortId: input.destinationPortId ?? null,
      rampId: input.rampId ?? null,
      validityId: input.validityId ?? null,
      // §3: 872 Until Sold has no end; the others are hours.
      validityHours: validity && validity.id !== DictId.UntilSold ? Number(validity.value) : null,
      preferredQuoteType: input.preferredQuoteType ?? null,
      fixingSide: input.fixingSide,
      shipmentDays: input.shipmentDays ?? null,
      packingMethod: input.packingMethod ?? null,
      specs: input.specs ?? null,
      originCertificate: input.originCertificate,
      customsRejectionResponsible: input.customsRejectionResponsible,
      depositRatio: input.depositRatio ?? null,
      balanceRatio: input.balanceRatio ?? null,
      balanceTiming: input.balanceTiming ?? null,
      priceCutoffAt: input.priceCutoffAt ? new Date(input.priceCutoffAt) : null,
      pricingPeriod: input.pricingPeriod ?? null,
      buyerRemark: input.buyerRemark ?? null,
      firmPrice: input.firmPrice ?? null,
      categoryIds: [...new Set(details.map((d) => d.values.categoryId).filter((v): v is number => typeof v === 'number'))],
      subCategoryIds: [...new Set(details.map((d) => d.values.subCategoryId).filter((v): v is number => typeof v === 'number'))],
      quoteTypes: [...new Set(details.map((d) => d.values.quoteType).filter((v): v is TQuoteType => !!v))],
      totalWeight: sumDecimals(weights, 6),
      sortPrice: minDecimal(fixedPrices, 4),
      searchKey: searchKeyOf([input.askName, input.askNameZh, input.comboLoadName, ...names]),
    },
  };
}
