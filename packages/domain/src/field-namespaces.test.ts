import { describe, expect, it } from 'vitest';
import { FIELD_NAMESPACES, fieldNamespacesFor } from './field-namespaces.ts';
import { catalogs } from './i18n.ts';

describe('field names of a 1000 message (§8)', () => {
  it("look in the called area's own names first, then everywhere as before", () => {
    expect(fieldNamespacesFor(undefined)).toEqual(FIELD_NAMESPACES);
    expect(fieldNamespacesFor('claims')[0]).toBe('claims.fields');
    // The price list's area is marketPrices, its texts are under pricing.
    expect(fieldNamespacesFor('marketPrices')[0]).toBe('pricing.fields');
    expect(new Set(fieldNamespacesFor('marketPrices')).size).toBe(fieldNamespacesFor('marketPrices').length);
  });

  it('every namespace an area is sent to holds field names', () => {
    for (const area of ['marketPrices', 'pricing', 'feedback', 'credit', 'claimEvidence', 'claims']) {
      const [ns, sub] = fieldNamespacesFor(area)[0]!.split('.');
      expect(Object.keys(catalogs.en[ns!]?.[sub!] ?? {}).length, area).toBeGreaterThan(0);
    }
  });
});
