import type { FastifyInstance } from 'fastify';
import { domainEventsJob } from '../events/subscribers.ts';
import { rateLimitJob } from '../lib/pg-rate-limit-store.ts';
import { scheduleSweep, type TSweepStep } from '../lib/schedule-sweep.ts';
import { signInBrakeJob } from '../modules/identity/index.ts';
import { askExpiryJob, buyerRequestExpiryJob } from '../modules/listings/index.ts';
import { disputeAnnounceJob, paymentReminderJob, priceFixingJob, trackingJob } from '../modules/orders/index.ts';
import { priceAlertJob, priceFeedJob } from '../modules/market/index.ts';
import { mailJob } from '../modules/platform/index.ts';
import { abandonedUploadsJob, claimSweepJob } from '../modules/after-sales/index.ts';
import { quoteExpiryJob } from '../modules/negotiation/index.ts';
import { recognitionIndexJob } from '../modules/ai/index.ts';

/** A background job: housekeeping rounds every few seconds, each round a list of steps (lib/schedule-sweep.ts). */
export type TJob = {
  name: string;
  /** Seconds between rounds for this app's configuration; 0 leaves the job off. */
  everySeconds: (app: FastifyInstance) => number;
  /** An early first round, for jobs whose interval is long (an instance restarted often still does its work). */
  firstRunSeconds?: number;
  steps: (app: FastifyInstance) => TSweepStep[];
};

/**
 * Every background job of the server, in one place (ARCHITECTURE.md, jobs/): no route plugin starts one. Each job is
 * safe to run on several instances at once (its rounds take row locks or skip what another instance did).
 */
export const JOBS: readonly TJob[] = [domainEventsJob, askExpiryJob, quoteExpiryJob, mailJob, paymentReminderJob, disputeAnnounceJob, trackingJob, priceFixingJob, rateLimitJob, signInBrakeJob, claimSweepJob, abandonedUploadsJob, priceFeedJob, priceAlertJob, buyerRequestExpiryJob, recognitionIndexJob];

/**
 * Starts every job on a built app (main.ts does, before listening): each runs while the app is up and stops when it
 * closes. Tests do not start them; they call the jobs' use cases with the clock they need.
 */
export function startJobs(app: FastifyInstance, jobs: readonly TJob[] = JOBS): string[] {
  const started: string[] = [];
  for (const job of jobs) {
    const everySeconds = job.everySeconds(app);
    if (everySeconds <= 0) continue;
    scheduleSweep(app, { everySeconds, ...(job.firstRunSeconds !== undefined ? { firstRunSeconds: job.firstRunSeconds } : {}), steps: job.steps(app) });
    started.push(job.name);
  }
  return started;
}
