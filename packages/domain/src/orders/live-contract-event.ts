import { z } from 'zod';

/**
 * What the live stream sends when a contract moves (`event: contract`; issue 19 item 4): a party confirmed a step,
 * the contract was signed by the last step, or staff voided it. Like the quote events it only names what changed —
 * the open contract, order and deal pages read the contract again — so nothing of one party's form travels to the
 * other's browser through the stream.
 */
export const LIVE_CONTRACT_ACTIONS = ['confirmed', 'signed', 'voided'] as const;

export const ZLiveContractEvent = z.object({
  type: z.literal('contract'),
  contractId: z.string(),
  action: z.enum(LIVE_CONTRACT_ACTIONS),
  /** Who acted: a party (a confirmation step) or staff (voiding). */
  side: z.enum(['buyer', 'seller', 'staff']),
});
export type TLiveContractEvent = z.infer<typeof ZLiveContractEvent>;
