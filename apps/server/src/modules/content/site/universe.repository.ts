import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { UserState } from '@scrapbridge/domain/user-state';
import type { TDbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

/**
 * Verified sellers (Supplier) and buyers (Buyer) per users.country_id, staff and blocked accounts left out.
 * The result has at most two rows per country, whatever the number of users.
 */
export async function countTradersByCountry(db: TDbOrTx) {
  return db
    .select({ countryId: users.countryId, userType: users.userType, n: count() })
    .from(users)
    .where(
      and(
        isNotNull(users.countryId),
        inArray(users.userType, ['Supplier', 'Buyer']),
        ne(users.userState, UserState.Blocked),
        eq(users.isStaff, false),
      ),
    )
    .groupBy(users.countryId, users.userType);
}
