import { siteDealSubscribers } from '../modules/content/index.ts';
import { buyerRequestDealSubscribers, listingsDealSubscribers } from '../modules/listings/index.ts';
import { ordersDealSubscribers } from '../modules/orders/index.ts';
import { platformMailSubscribers } from '../modules/platform/index.ts';
import type { TJob } from '../jobs/registry.ts';
import { dispatchDomainEvents, subscribe } from './bus.ts';

/**
 * Every subscriber of a domain event, in one place (ARCHITECTURE.md "areas"): each area declares what it does on
 * another's events in its index.ts; the app wires them here when it is built (app.ts), before any route runs.
 * The order matters within one event: the listings move the ask before the orders write the contract.
 */
export function wireSubscribers(): void {
  subscribe([...listingsDealSubscribers, ...buyerRequestDealSubscribers, ...ordersDealSubscribers, ...platformMailSubscribers, ...siteDealSubscribers]);
}

/** Runs what a crash or a failing provider left pending in the outbox (the use cases dispatch right after commit). */
export const domainEventsJob: TJob = {
  name: 'domain-events',
  everySeconds: () => 30,
  steps: (app) => [{ name: 'domain-events', run: () => dispatchDomainEvents(app.deps), done: 'domain events dispatched' }],
};
