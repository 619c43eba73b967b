import { describe, expect, it } from 'vitest';
import { ZStaffContractsQuery, contractNeeds, shippingState } from './queue.ts';

const base = { status: 'signed' as const, depositStatus: 'paid', paymentStatus: 'paid', shipmentCount: 1, undeliveredShipments: 0, openDisputes: 0 };

describe('contract queue: what a contract waits for', () => {
  it('a pending contract waits for confirmation; a voided one for nothing', () => {
    expect(contractNeeds({ ...base, status: 'pending', depositStatus: 'unpaid', paymentStatus: 'unpaid', shipmentCount: 0 })).toEqual(['confirmation']);
    expect(contractNeeds({ ...base, status: 'voided', depositStatus: 'unpaid', shipmentCount: 0 })).toEqual([]);
  });

  it('a signed contract waits for money and shipping until paid and delivered; disputes come first', () => {
    expect(contractNeeds({ ...base, depositStatus: 'unpaid', shipmentCount: 0 })).toEqual(['payment', 'shipment']);
    expect(contractNeeds({ ...base, paymentStatus: 'partial', undeliveredShipments: 1, openDisputes: 2 })).toEqual(['dispute', 'payment', 'shipment']);
    expect(contractNeeds(base)).toEqual([]);
  });

  it('shows the least advanced shipment', () => {
    expect(shippingState([])).toBe('none');
    expect(shippingState(['delivered', 'loaded', 'arrived'])).toBe('loaded');
    expect(shippingState(['delivered'])).toBe('delivered');
  });

  it('reads empty filters as none and bounds the keyword', () => {
    expect(ZStaffContractsQuery.parse({ status: '', needs: '', keyword: '' })).toEqual({ pageNum: 1, pageSize: 20 });
    expect(ZStaffContractsQuery.parse({ needs: 'payment', keyword: ' MSKU1234565 ' })).toMatchObject({ needs: 'payment', keyword: 'MSKU1234565' });
    expect(ZStaffContractsQuery.safeParse({ needs: 'coffee' }).success).toBe(false);
    expect(ZStaffContractsQuery.safeParse({ keyword: 'x'.repeat(61) }).success).toBe(false);
  });
});
