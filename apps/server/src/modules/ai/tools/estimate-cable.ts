import type { z } from 'zod';
import type { ZCableRequest } from '@scrapbridge/domain/ai-tools/ai-tools';
import { estimateCable as estimate, sizeToMm2, type TCableEstimate } from '@scrapbridge/domain/ai-tools/cable';
import type { TDbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { latestSettlements } from './latest-settlements.ts';

/** `POST /ai-system/tools/cable` (public): the geometry estimate at the latest settlement (issue 17 item 4). */
export async function estimateCable(opts: { db: TDbOrTx; body: z.output<typeof ZCableRequest> }): Promise<TCableEstimate> {
  const { body } = opts;
  // A size the schema lets through as text but no table knows ("13/0" AWG, "abc" mm²) is the caller's to fix.
  body.groups.forEach((g, i) => {
    if (sizeToMm2(g.size, g.unit) === null) throw AppError.field(`groups.${i}.size`, 'aiTools.errors.sizeUnreadable');
  });
  return estimate(body, await latestSettlements({ db: opts.db }))!;
}
