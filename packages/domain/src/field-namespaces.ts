/**
 * Where a field's display name lives (§8: a 1000 message names the field): the shared `fields`, then each area's own
 * `<area>.fields`, the first that knows the name wins. One list for the server's messages and the web's forms, so
 * the same bad input reads the same in both. Zod-free: the web's first load may import it.
 */
export const FIELD_NAMESPACES = ['fields', 'listings.fields', 'site.fields', 'accounts.fields', 'negotiation.fields', 'orders.fields', 'documents.fields', 'payments.fields', 'shipments.fields', 'operations.fields', 'pricing.fields', 'claims.fields', 'fixing.fields', 'afterSales.fields', 'support.fields', 'buyerRequests.fields'] as const;

/**
 * The catalog namespace of a contract area whose texts live under another name (the price list's area is
 * `marketPrices`, its texts `pricing`). An area not listed uses its own name (`claims` → `claims.fields`).
 */
const AREA_NAMESPACES: Readonly<Record<string, string>> = {
  marketPrices: 'pricing',
  pricing: 'fixing',
  feedback: 'afterSales',
  credit: 'afterSales',
  claimEvidence: 'claims',
};

/**
 * Where to look up a field's name for a call of `area`: the area's own names first, so a field both the shared
 * catalog and the area know (`code` is the sign-in code there, a price item's code here) reads as the area means it.
 */
export function fieldNamespacesFor(area: string | undefined): readonly string[] {
  if (!area) return FIELD_NAMESPACES;
  const own = `${AREA_NAMESPACES[area] ?? area}.fields`;
  return [own, ...FIELD_NAMESPACES.filter((ns) => ns !== own)];
}
