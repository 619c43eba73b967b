/** The whole schema, one file per area under ./schema (listed here so the Drizzle client knows them). */
export * from './schema/accounts.ts';
export * from './schema/site.ts';
export * from './schema/catalog.ts';
export * from './schema/files.ts';
export * from './schema/asks.ts';
export * from './schema/trust.ts';
export * from './schema/shops.ts';
export * from './schema/wanted.ts';
export * from './schema/notifications.ts';
export * from './schema/quotes.ts';
export * from './schema/contracts.ts';
export * from './schema/reference-prices.ts';
export * from './schema/questions.ts';
export * from './schema/orders.ts';
export * from './schema/events.ts';
export * from './schema/rate-limits.ts';
export * from './schema/price-list.ts';
