import type { TJob } from '../../../jobs/registry.ts';
import { sendPriceAlerts } from './send-price-alerts.ts';

/** How often price alerts are looked for; each follow still alerts at most once a day (prices move daily, §9). */
export const PRICE_ALERT_SWEEP_SECONDS = 1800;
/** A first round soon after start: an instance restarted more often than the interval still alerts. */
const PRICE_ALERT_FIRST_RUN_SECONDS = 75;

export const priceAlertJob: TJob = {
  name: 'price alerts',
  everySeconds: () => PRICE_ALERT_SWEEP_SECONDS,
  firstRunSeconds: PRICE_ALERT_FIRST_RUN_SECONDS,
  steps: (app) => [{ name: 'price alerts', run: () => sendPriceAlerts({ db: app.deps.database.db }), done: 'price alerts sent' }],
};
