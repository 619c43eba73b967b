import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TNotificationKind } from '@scrapbridge/domain/notification';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { sendMail } from '../../../providers/messenger.ts';
import { queueNotification } from '../../platform/index.ts';
import type { TContractRow } from '../contracts/contracts.repository.ts';
import { trimZeros } from './load-pricing-info.ts';
import type { TPriceFixRow } from './pricing.repository.ts';

export type TFixNews = 'requested' | 'confirmed' | 'rejected';

const KIND: Record<TFixNews, TNotificationKind> = {
  requested: 'price_fix_requested',
  confirmed: 'price_fix_confirmed',
  rejected: 'price_fix_rejected',
};

/** "9,530.50 USD": money as the notifications show it (thousands grouped, the currency after). */
function money(amount: string | null, currency: string | null): string {
  if (amount === null) return '—';
  const [int, frac] = amount.split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}${currency ? ` ${currency}` : ''}`;
}

/**
 * Tells the contract's buyer and seller of a step of a shipment's fix (in-app, and by e-mail in each one's language),
 * inside the caller's transaction: the step and its news commit together. One notification per fix row and step.
 * The caller delivers the queued mails after its commit (deliverNotificationMails).
 */
export async function notifyFixParties(opts: { tx: TTx; contract: TContractRow; fix: TPriceFixRow; billNo: string | null; news: TFixNews }): Promise<void> {
  const { contract, fix } = opts;
  for (const userId of new Set([contract.buyerUserId, contract.sellerUserId])) {
    await queueNotification({
      tx: opts.tx,
      userId,
      kind: KIND[opts.news],
      refKey: `fix:${fix.id}:${opts.news}`,
      params: {
        contractNo: contract.contractNo,
        billNo: opts.billNo ?? '—',
        price: money(fix.pricePerMt === null ? null : String(fix.pricePerMt), fix.currency),
        basis: fix.basis ?? '—',
        settlementDate: fix.settlementDate === null ? '—' : String(fix.settlementDate),
        netWeight: fix.netWeight === null ? '—' : trimZeros(String(fix.netWeight)),
        amount: money(fix.amount === null ? null : String(fix.amount), fix.currency),
        reason: fix.reason ?? '—',
      },
      link: `/order-detail?contractId=${contract.id}`,
      mail: true,
    });
  }
}

/**
 * E-mails the operator (OPERATOR_EMAIL in OPERATOR_LANG, as disputes do) that fixes wait for confirmation, or that the
 * sweep fixed one by the fallback (§1: staff contact users after price fixing). Outside any transaction; a failed
 * delivery is in the outbox, and the fixing queue shows the work either way.
 */
export async function mailOperatorAboutFix(
  deps: TAppDeps,
  news: { kind: 'requested'; contract: TContractRow; count: number; formula: string; side: 'buyer' | 'seller'; requestedAt: Date } | { kind: 'fallback'; contract: TContractRow; fix: TPriceFixRow; billNo: string | null; closesOn: string },
): Promise<void> {
  const lang: TLang = deps.config.site.operatorLang;
  const brand = deps.config.brand[lang];
  const link = `${deps.config.publicUrl}/staff/price-fixing`;
  if (news.kind === 'requested') {
    await sendMail(deps, {
      to: deps.config.site.operatorEmail,
      subject: translate(lang, 'fixing.mail.staffSubject', { brand, contractNo: news.contract.contractNo }),
      text: translate(lang, 'fixing.mail.staffText', {
        contractNo: news.contract.contractNo,
        formula: news.formula,
        count: news.count,
        side: translate(lang, `fixing.side.${news.side}`),
        requestedAt: news.requestedAt.toISOString(),
        link,
      }),
    });
    return;
  }
  const f = news.fix;
  await sendMail(deps, {
    to: deps.config.site.operatorEmail,
    subject: translate(lang, 'fixing.mail.fallbackSubject', { brand, contractNo: news.contract.contractNo }),
    text: translate(lang, 'fixing.mail.fallbackText', {
      contractNo: news.contract.contractNo,
      billNo: news.billNo ?? '—',
      closesOn: news.closesOn,
      basis: f.basis ?? '—',
      settlementDate: f.settlementDate === null ? '—' : String(f.settlementDate),
      price: money(f.pricePerMt === null ? null : String(f.pricePerMt), f.currency),
      amount: money(f.amount === null ? null : String(f.amount), f.currency),
      link,
    }),
  });
}
