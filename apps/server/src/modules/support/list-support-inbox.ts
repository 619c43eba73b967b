import type { TSupportConversationRow, TSupportInboxQuery, TSupportStaffMember } from '@scrapbridge/domain/support/support';
import type { TDbOrTx } from '../../db/client.ts';
import { personName, toConversationRow } from './support-presenter.ts';
import { listInbox, listStaffMembers } from './support.repository.ts';

/** The staff inbox: newest last message first, by status, assignment (me, nobody, one colleague), subject, keyword. */
export async function listSupportInbox(opts: { db: TDbOrTx; staffUserId: string; query: TSupportInboxQuery }): Promise<{ rows: TSupportConversationRow[]; total: number }> {
  const { query } = opts;
  const assignee =
    query.assigned === 'all'
      ? undefined
      : query.assigned === 'none'
        ? ({ kind: 'none' } as const)
        : ({ kind: 'user', userId: query.assigned === 'me' ? opts.staffUserId : query.assigned } as const);
  const page = await listInbox(opts.db, {
    status: query.status,
    assignee,
    keyword: query.keyword,
    topic: query.topic,
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
  });
  return { rows: page.rows.map(toConversationRow), total: page.total };
}

/** Who a conversation may be assigned to. */
export async function listSupportStaff(opts: { db: TDbOrTx }): Promise<{ rows: TSupportStaffMember[]; total: number }> {
  const rows = (await listStaffMembers(opts.db)).map((s) => ({ userId: s.userId, name: personName(s) || '—', email: s.email }));
  return { rows, total: rows.length };
}
