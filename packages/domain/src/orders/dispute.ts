import { z } from 'zod';
import { ZPageQuery } from '../pagination.ts';
import { addWorkingDays, type TWorkingDayOptions } from '../working-days.ts';

/**
 * Contract disputes (§2 "a dispute section with its text"; §3 contract dispute text; §5 "dispute text (when there is
 * a dispute) cannot be empty"; §9 "Contract dispute: staff contact within 48 hours (one reading), answered within 2
 * working days (another reading)"). The spec gives two readings of one promise; the product keeps both as two clocks
 * started when the party raises the dispute, so staff and the party see the stricter one as well as the softer one.
 */

export const DISPUTE_STATUSES = ['open', 'contacted', 'answered', 'closed'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** §9 first reading: staff contact the party within 48 hours (calendar hours: a weekend does not stop it). */
export const DISPUTE_CONTACT_HOURS = 48;
/** §9 second reading: the dispute is answered within 2 working days (working-days.ts: Mon–Fri, operator time). */
export const DISPUTE_ANSWER_WORKING_DAYS = 2;

export const DISPUTE_LIMITS = {
  /** Room for what went wrong with weights, grades and documents, short enough for one staff reading. */
  textMax: 2000,
  answerMax: 2000,
} as const;

/**
 * One clock: `met` once staff did it (`late` when after its due time), `due` while it runs (`remainingMs` left),
 * `overdue` once past due and not done (`remainingMs` negative: how late), `stopped` when the dispute was closed
 * before it was met (nothing is due any more).
 */
export const CLOCK_STATES = ['met', 'due', 'overdue', 'stopped'] as const;
export type TClockState = (typeof CLOCK_STATES)[number];

export type TDisputeClockPart = {
  dueAt: string;
  state: TClockState;
  /** When staff met it, else null. */
  metAt: string | null;
  /** Met after its due time. */
  late: boolean;
  /** Until due (negative: past due); 0 once met or stopped. */
  remainingMs: number;
};

export type TDisputeClock = { contact: TDisputeClockPart; answer: TDisputeClockPart };

/** When staff must have contacted the party: raised + 48 hours. */
export function disputeContactDueAt(raisedAt: Date): Date {
  return new Date(raisedAt.getTime() + DISPUTE_CONTACT_HOURS * 3_600_000);
}

/** When the dispute must be answered: raised + 2 working days (a weekend dispute starts on the next working day). */
export function disputeAnswerDueAt(raisedAt: Date, opts: TWorkingDayOptions = {}): Date {
  return addWorkingDays(raisedAt, DISPUTE_ANSWER_WORKING_DAYS, opts);
}

function part(dueAt: Date, metAt: Date | null, closedAt: Date | null, now: Date): TDisputeClockPart {
  const base = { dueAt: dueAt.toISOString(), metAt: metAt ? metAt.toISOString() : null };
  if (metAt) return { ...base, state: 'met', late: metAt.getTime() > dueAt.getTime(), remainingMs: 0 };
  // Closed before it was met: the clock stops where it stood, late if it had already run out.
  if (closedAt) return { ...base, state: 'stopped', late: closedAt.getTime() > dueAt.getTime(), remainingMs: 0 };
  const remainingMs = dueAt.getTime() - now.getTime();
  return { ...base, state: remainingMs < 0 ? 'overdue' : 'due', late: remainingMs < 0, remainingMs };
}

/**
 * Both §9 clocks of a dispute. Answering also meets the contact clock (the answer reaches the party); a dispute closed
 * without contact or answer stops its clocks (the audit log keeps who closed it).
 */
export function disputeClock(
  d: { raisedAt: Date | string; contactedAt: Date | string | null; answeredAt: Date | string | null; closedAt?: Date | string | null },
  now: Date = new Date(),
  opts: TWorkingDayOptions = {},
): TDisputeClock {
  const at = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v));
  const raisedAt = new Date(d.raisedAt);
  const answeredAt = at(d.answeredAt);
  const contactedAt = at(d.contactedAt) ?? answeredAt;
  const closedAt = at(d.closedAt);
  return {
    contact: part(disputeContactDueAt(raisedAt), contactedAt, closedAt, now),
    answer: part(disputeAnswerDueAt(raisedAt, opts), answeredAt, closedAt, now),
  };
}

/** Either clock ran out while the dispute waits on staff (the staff queue's "overdue" filter). */
export function isDisputeOverdue(clock: TDisputeClock): boolean {
  return clock.contact.state === 'overdue' || clock.answer.state === 'overdue';
}

/** "2 d 5 h", "3 h 20 min", "12 min": a countdown short enough for a table cell (numbers only; units from catalogs). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number } {
  const total = Math.floor(Math.abs(ms) / 60_000);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

// ——— requests ———

export const ZRaiseDisputeRequest = z.object({
  text: z.string().trim().min(1).max(DISPUTE_LIMITS.textMax),
});
export type TRaiseDisputeRequest = z.infer<typeof ZRaiseDisputeRequest>;

export const ZDisputeParams = z.object({ id: z.uuid() });

/**
 * Staff actions carry the status the staff member saw: another staff member's action in between answers 110801
 * (stale) instead of silently acting twice. Optional for scripts; the state rules still apply.
 */
const ZDisputeSeen = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
});
export const ZDisputeActionRequest = ZDisputeSeen;
export type TDisputeActionRequest = z.infer<typeof ZDisputeActionRequest>;

export const ZAnswerDisputeRequest = ZDisputeSeen.extend({
  answer: z.string().trim().min(1).max(DISPUTE_LIMITS.answerMax),
});
export type TAnswerDisputeRequest = z.infer<typeof ZAnswerDisputeRequest>;

/** `overdue`: open or contacted disputes with a clock run out (not a stored status). */
export const DISPUTE_FILTERS = [...DISPUTE_STATUSES, 'overdue'] as const;
export const ZStaffDisputesQuery = ZPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DISPUTE_FILTERS).optional()),
});
export type TStaffDisputesQuery = z.infer<typeof ZStaffDisputesQuery>;

// ——— responses ———

const ZClockPart = z.object({
  dueAt: z.string(),
  state: z.enum(CLOCK_STATES),
  metAt: z.string().nullable(),
  late: z.boolean(),
  remainingMs: z.number(),
});
export const ZDisputeClock = z.object({ contact: ZClockPart, answer: ZClockPart });

export const ZDispute = z.object({
  id: z.string(),
  contractId: z.string(),
  /** Which party raised it. */
  side: z.enum(['buyer', 'seller']),
  raisedByUserId: z.string(),
  text: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  clock: ZDisputeClock,
});
export type TDispute = z.infer<typeof ZDispute>;

/** A row of the staff dispute queue: the dispute with its contract and parties. */
export const ZStaffDispute = ZDispute.extend({
  contractNo: z.string(),
  contractStatus: z.string(),
  buyerCompany: z.string().nullable(),
  sellerCompany: z.string().nullable(),
  /** The company of the party who raised it. */
  raisedByCompany: z.string().nullable(),
});
export type TStaffDispute = z.infer<typeof ZStaffDispute>;
