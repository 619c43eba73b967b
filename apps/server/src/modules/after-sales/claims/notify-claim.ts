import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TNotificationKind } from '@scrapbridge/domain/notification';
import type { TAppDeps } from '../../../app.ts';
import type { TTx } from '../../../db/client.ts';
import { sendMail } from '../../../providers/messenger.ts';
import { deliverNotificationMails, queueNotification } from '../../platform/index.ts';
import { findContractAgent, type TClaimRow } from './claims.repository.ts';

/**
 * Inside the step's transaction: tells the claim's parties (in-app, with the e-mail queued beside it) that something
 * happened — the seller's side also through the seller's consignment agent (§6), who follows its deals as the orders
 * tell it of them. The link opens the claim records, where both parties follow the claim.
 */
export async function queueClaimNotice(
  tx: TTx,
  opts: { claim: TClaimRow; contractNo: string; kind: TNotificationKind; to: readonly ('buyer' | 'seller')[]; params?: Record<string, string | number>; refSuffix?: string },
): Promise<void> {
  const agent = opts.to.includes('seller') ? await findContractAgent(tx, opts.claim.contractId) : null;
  const recipients = opts.to.flatMap((side): { side: 'buyer' | 'seller'; userId: string }[] =>
    side === 'buyer'
      ? [{ side, userId: opts.claim.buyerUserId }]
      : [{ side, userId: opts.claim.sellerUserId }, ...(agent && agent !== opts.claim.sellerUserId && agent !== opts.claim.buyerUserId ? [{ side, userId: agent }] : [])],
  );
  for (const { side, userId } of recipients) {
    await queueNotification({
      tx,
      userId,
      kind: opts.kind,
      refKey: `claim:${opts.claim.id}${opts.refSuffix ? `:${opts.refSuffix}` : ''}`,
      params: { claimNo: opts.claim.claimNo, contractNo: opts.contractNo, ...opts.params },
      link: `/claim-record-weight?claimId=${opts.claim.id}&side=${side}`,
      mail: true,
    });
  }
}

/** After the commit: the queued e-mails go out. */
export async function sendClaimNotices(deps: TAppDeps): Promise<void> {
  await deliverNotificationMails({ deps });
}

/** One line, no control characters: a party's text must not add mail headers. */
function oneLine(value: string, max = 80): string {
  const line = [...value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()];
  return line.length > max ? `${line.slice(0, max - 1).join('')}…` : line.join('');
}

/** The operator's inbox (OPERATOR_EMAIL, in OPERATOR_LANG): a new claim, or a claim whose clock ran out. */
export async function mailOperatorAboutClaim(
  deps: TAppDeps,
  opts: { kind: 'new' | 'overdue'; claimNo: string; contractNo: string; buyer: string | null; seller: string | null; what: string },
): Promise<void> {
  const lang: TLang = deps.config.site.operatorLang;
  const params = { claimNo: opts.claimNo, contractNo: opts.contractNo, buyer: oneLine(opts.buyer ?? '—', 60), seller: oneLine(opts.seller ?? '—', 60), what: opts.what };
  await sendMail(deps, {
    to: deps.config.site.operatorEmail,
    subject: translate(lang, `claims.mail.${opts.kind}Subject`, params),
    text: `${translate(lang, `claims.mail.${opts.kind}Body`, params)}\n${deps.config.publicUrl}/staff/claims`,
  });
}
