import type { z } from 'zod';
import type { ZRecoveryRequest } from '@scrapbridge/domain/ai-tools/ai-tools';
import { estimateRecovery as estimate, type TRecoveryEstimate } from '@scrapbridge/domain/ai-tools/recovery';
import type { TDbOrTx } from '../../../db/client.ts';
import { latestSettlements } from './latest-settlements.ts';

/** `POST /ai-system/tools/recovery` (public): the domain estimate at the latest settlements (issue 17 item 3). */
export async function estimateRecovery(opts: { db: TDbOrTx; body: z.output<typeof ZRecoveryRequest> }): Promise<TRecoveryEstimate> {
  return estimate(opts.body, await latestSettlements({ db: opts.db }));
}
