/**
 * Where a field's display name lives (§8: a 1000 message names the field): the shared `fields`, then each area's own
 * `<area>.fields`, the first that knows the name wins. One list for the server's messages and the web's forms, so
 * the same bad input reads the same in both. Zod-free: the web's first load may import it.
 */
export const FIELD_NAMESPACES = ['fields', 'listings.fields', 'site.fields', 'accounts.fields', 'negotiation.fields', 'orders.fields', 'documents.fields', 'payments.fields', 'shipments.fields', 'operations.fields', 'pricing.fields', 'claims.fields', 'fixing.fields', 'afterSales.fields'] as const;
