import { sql } from 'drizzle-orm';
import type { TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

/** How many of the caller's most recent quotes an answer may draw on. */
const RECENT = 30;

type TRow = { askId: string; state: string; name: string | null; nameZh: string | null; market: string; buyer: boolean; updatedAt: string };

/**
 * The caller's own quotes as chat documents (issue 17 item 6: "the user's own … quotes"): quotes the caller made as
 * buyer or received as seller, the most recent ones; each links to the listing's page (buyer) or its quotes (seller).
 */
export async function listQuoteChatDocuments(opts: { db: TDbOrTx; userId: string; lang: TLang }): Promise<TChatDocument[]> {
  const rows = await executeRows<TRow>(
    opts.db,
    sql`select q.ask_id as "askId", q.state, a.ask_name as name, a.ask_name_zh as "nameZh", q.market,
        q.buyer_user_id = ${opts.userId} as buyer, q.updated_at::text as "updatedAt"
      from quotes q join asks a on a.id = q.ask_id
      where q.buyer_user_id = ${opts.userId} or q.seller_user_id = ${opts.userId}
      order by q.updated_at desc limit ${RECENT}`,
  );
  const zh = opts.lang === 'zh';
  const t = (key: string, params?: Record<string, string | number>) => translate(opts.lang, key, params);
  return rows.map((r) => {
    const name = (zh ? r.nameZh || r.name : r.name || r.nameZh) || '—';
    return {
      kind: 'quote',
      title: t('aiChat.sources.quoteTitle', { name }),
      text: t('aiChat.sources.quoteLine', {
        name,
        side: t(r.buyer ? 'aiChat.sources.buyer' : 'aiChat.sources.seller'),
        status: t(`negotiation.quoteStates.${r.state}`),
        market: r.market,
        date: r.updatedAt.slice(0, 10),
      }),
      link: r.buyer ? `/view-detail?askId=${encodeURIComponent(r.askId)}` : `/ask-quotes?askId=${encodeURIComponent(r.askId)}`,
    } satisfies TChatDocument;
  });
}
