import type { TStaffUserListQuery, TStaffUserRow } from '@scrapbridge/domain/staff-users';
import type { TDb } from '../../../db/client.ts';
import { toStaffUserRow } from './staff-user-presenter.ts';
import { listStaffUserRows } from './staff-users.repository.ts';

/**
 * `GET /admin/users` (staff): users newest first, searched by e-mail, phone digits, name or company (zh or en),
 * filtered by userState and userType. The total stops at 10,000 (STAFF_COUNT_MAX): the console shows "10000+".
 */
export async function listStaffUsers(opts: TStaffUserListQuery & { db: TDb }): Promise<{ rows: TStaffUserRow[]; total: number }> {
  const page = await listStaffUserRows(opts.db, {
    keyword: opts.keyword,
    userState: opts.userState,
    userType: opts.userType,
    limit: opts.pageSize,
    offset: (opts.pageNum - 1) * opts.pageSize,
  });
  return { total: page.total, rows: page.rows.map(toStaffUserRow) };
}
