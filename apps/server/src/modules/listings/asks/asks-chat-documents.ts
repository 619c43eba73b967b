import { sql } from 'drizzle-orm';
import type { TChatDocument } from '@scrapbridge/domain/ai-chat/compose-answer';
import { translate, type TLang } from '@scrapbridge/domain/i18n';
import type { TDbOrTx } from '../../../db/client.ts';
import { executeRows } from '../../../db/execute-rows.ts';

/** How many of the caller's most recent listings an answer may draw on (bounded however many they have). */
const RECENT = 30;
const STATUS_KEY: Record<string, string> = { draft: 'draft', auditing: 'auditingOwner', active: 'active', refused: 'rejected', deal: 'sold', expired: 'expired' };

type TRow = { id: string; state: string; name: string | null; nameZh: string | null; category: string | null; categoryZh: string | null; weight: string | null; updatedAt: string };

/**
 * The caller's own listings as chat documents (issue 17 item 6: "the user's own asks"): only asks the caller sells
 * (as seller or consignment agent), the most recent ones, never a deleted one; each links to its quotes page.
 */
export async function listAskChatDocuments(opts: { db: TDbOrTx; userId: string; lang: TLang }): Promise<TChatDocument[]> {
  const rows = await executeRows<TRow>(
    opts.db,
    sql`select a.id, a.state, a.ask_name as name, a.ask_name_zh as "nameZh", c.name_en as category, c.name_zh as "categoryZh",
        (select sum(d.weight)::text from ask_details d where d.ask_id = a.id) as weight, a.updated_at::text as "updatedAt"
      from asks a
      left join lateral (select d.category_id from ask_details d where d.ask_id = a.id order by d.sort limit 1) fd on true
      left join categories c on c.id = fd.category_id
      where (a.seller_user_id = ${opts.userId} or a.agent_user_id = ${opts.userId}) and a.state <> 'deleted'
      order by a.updated_at desc limit ${RECENT}`,
  );
  const zh = opts.lang === 'zh';
  const t = (key: string, params?: Record<string, string | number>) => translate(opts.lang, key, params);
  return rows.map((r) => {
    const name = (zh ? r.nameZh || r.name : r.name || r.nameZh) || (zh ? r.categoryZh : r.category) || '—';
    return {
      kind: 'ask',
      title: t('aiChat.sources.askTitle', { name }),
      text: t('aiChat.sources.askLine', {
        name,
        category: `${r.categoryZh ?? ''} ${r.category ?? ''}`.trim() || '—',
        weight: r.weight ? Number(r.weight).toLocaleString('en-US', { maximumFractionDigits: 3 }) : '—',
        status: t(`listings.status.${STATUS_KEY[r.state] ?? 'active'}`),
        date: r.updatedAt.slice(0, 10),
      }),
      link: `/ask-quotes?askId=${encodeURIComponent(r.id)}`,
    } satisfies TChatDocument;
  });
}
