/** The whole schema, one file per area under ./schema (listed here so the Drizzle client knows them). */
export * from './schema/accounts.ts';
