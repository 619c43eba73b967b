import { describe, expect, it } from 'vitest';
import { ZCommitPricingRequest, ZConfirmFixRequest, ZPricingInfoQuery, ZRejectFixRequest } from './fixing-view.ts';

const id = '6f1c1f7e-2b8a-4c1e-9a51-2f7f3c1d9b10';

describe('price fixing requests (§7 queryPricingInfo {askId}, commitPricing {askId, shipmentIds})', () => {
  it('takes an askId and one to a hundred shipment ids', () => {
    expect(ZPricingInfoQuery.safeParse({ askId: id }).success).toBe(true);
    expect(ZPricingInfoQuery.safeParse({ askId: 'SB20261106-DEMO03' }).success).toBe(false);
    expect(ZCommitPricingRequest.safeParse({ askId: id, shipmentIds: [id] }).success).toBe(true);
    expect(ZCommitPricingRequest.safeParse({ askId: id, shipmentIds: [] }).success).toBe(false);
    expect(ZCommitPricingRequest.safeParse({ askId: id, shipmentIds: Array.from({ length: 101 }, () => id) }).success).toBe(false);
  });

  it('staff confirm at an optional exchange day and reject with a reason that is not blank', () => {
    expect(ZConfirmFixRequest.parse({})).toEqual({});
    expect(ZConfirmFixRequest.safeParse({ settlementDate: '2026-11-25' }).success).toBe(true);
    expect(ZConfirmFixRequest.safeParse({ settlementDate: '2026-02-30' }).success).toBe(false);
    expect(ZRejectFixRequest.parse({ reason: '  Requested on a holiday  ' })).toEqual({ reason: 'Requested on a holiday' });
    expect(ZRejectFixRequest.safeParse({ reason: '   ' }).success).toBe(false);
    expect(ZRejectFixRequest.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
