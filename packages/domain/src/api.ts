import { z } from 'zod';

/** The envelope every response uses (§7): `{ code, msg, data }`; lists are `data: { rows, total }`. */
export type TEnvelope<T> = { code: number; msg: string; data: T };

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export function listOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int() });
}

export const ZNoData = z.null();
