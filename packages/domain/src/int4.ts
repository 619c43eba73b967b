import { z } from 'zod';

/**
 * PostgreSQL's integer (int4) range. Every integer the API takes (row versions, reference-table ids, counts, page
 * numbers) is stored in or compared with an int4 column, so a declaration bounds it here: 2147483648 is a 1000 naming
 * the field at the edge, not an "integer out of range" from the database (issue 13, item 3). A contract test
 * (contract/input-bounds.test.ts) fails on any integer of a route's input declared without such a bound.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A row version (optimistic locking) or a serial id, sent as a number or as text: 1 … INT4_MAX. */
export const zPositiveInt4 = () => z.coerce.number().int().positive().max(INT4_MAX);
