import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES,
  ZAccountInfoRequest,
  ZAccountSettingsRequest,
  defaultVipType,
  formatBusinessTypes,
  parseBusinessTypes,
} from './account-profile.ts';
import { describeIssue } from './validation.ts';

const valid = {
  firstName: ' Priya ',
  lastName: 'Sharma',
  bizType: 'buy',
  countryId: 101,
  email: ' Priya@Example.COM ',
  phoneNumber: '412 345-678',
  phoneCountry: '+61',
  destinationId: 401,
  fasId: '301',
  businessType: 'smelter,manufacturer',
};

function problems(input: unknown) {
  const parsed = ZAccountInfoRequest.safeParse(input, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map(describeIssue);
}

describe('business types (§3: manufacturer, scrap dealer, recycler, demolition, trading firm, processor, smelter, shredder, others)', () => {
  it('lists the nine types of the spec', () => {
    expect(BUSINESS_TYPES).toEqual(['manufacturer', 'scrap_dealer', 'recycler', 'demolition', 'trading_firm', 'processor', 'smelter', 'shredder', 'others']);
  });

  it('reads a comma list or an array into the canonical order without duplicates', () => {
    expect(parseBusinessTypes('smelter, manufacturer,smelter,,')).toEqual({ types: ['manufacturer', 'smelter'], unknown: [] });
    expect(parseBusinessTypes(['others', 'recycler'])).toEqual({ types: ['recycler', 'others'], unknown: [] });
    expect(parseBusinessTypes('smelter,bank')).toEqual({ types: ['smelter'], unknown: ['bank'] });
    expect(formatBusinessTypes(['shredder', 'manufacturer'])).toBe('manufacturer,shredder');
  });

  it('derives the VIP type from bizType, else from the business types', () => {
    expect(defaultVipType('sell', 'smelter')).toBe('Supplier');
    expect(defaultVipType('buy', 'recycler')).toBe('Buyer');
    expect(defaultVipType('both', 'recycler,scrap_dealer')).toBe('Supplier');
    expect(defaultVipType(null, 'recycler,smelter')).toBe('Buyer');
    expect(defaultVipType(null, null)).toBe('Buyer');
  });
});

describe('user info step 1 (§5)', () => {
  it('accepts a complete form and normalizes it', () => {
    const parsed = ZAccountInfoRequest.parse(valid);
    expect(parsed).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      bizType: 'buy',
      countryId: 101,
      email: 'priya@example.com',
      phoneNumber: '412345678',
      phoneCountry: '61',
      destinationId: 401,
      fasId: 301,
      businessType: 'manufacturer,smelter',
    });
    expect(ZAccountInfoRequest.parse({ ...valid, bizType: '', businessType: ['recycler'] })).toMatchObject({ bizType: undefined, businessType: 'recycler' });
  });

  it('answers email_empty for a missing or blank e-mail and email_right for a malformed one', () => {
    expect(problems({ ...valid, email: '' })).toEqual([{ field: 'email', reasonKey: 'accounts.email_empty' }]);
    expect(problems({ ...valid, email: '   ' })).toEqual([{ field: 'email', reasonKey: 'accounts.email_empty' }]);
    const { email: _e, ...noEmail } = valid;
    expect(problems(noEmail)).toEqual([{ field: 'email', reasonKey: 'accounts.email_empty' }]);
    expect(problems({ ...valid, email: 'priya@' })).toEqual([{ field: 'email', reasonKey: 'accounts.email_right' }]);
    expect(problems({ ...valid, email: 'a b@c.de' })).toEqual([{ field: 'email', reasonKey: 'accounts.email_right' }]);
  });

  it('requires the names, country, business type, phone and the port fields', () => {
    const found = problems({ email: 'a@b.co' }).map((p) => `${p.field}:${p.reasonKey}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'firstName:required',
        'lastName:required',
        'countryId:choose',
        'phoneNumber:required',
        'phoneCountry:required',
        'destinationId:choose',
        'fasId:choose',
        'businessType:required',
      ]),
    );
    expect(problems({ ...valid, firstName: '  ' })).toEqual([{ field: 'firstName', reasonKey: 'required' }]);
    expect(problems({ ...valid, businessType: '' })).toEqual([{ field: 'businessType', reasonKey: 'required' }]);
    expect(problems({ ...valid, businessType: 'bank' })).toEqual([{ field: 'businessType', reasonKey: 'accounts.errors.businessTypeUnknown' }]);
    expect(problems({ ...valid, phoneNumber: '12ab' })).toEqual([{ field: 'phoneNumber', reasonKey: 'invalidFormat' }]);
    expect(problems({ ...valid, bizType: 'trade' })).toEqual([{ field: 'bizType', reasonKey: 'invalidValue' }]);
    expect(problems({ ...valid, firstName: 'x'.repeat(51) })).toEqual([{ field: 'firstName', reasonKey: 'tooLong', params: { max: 50 } }]);
  });
});

describe('settings', () => {
  it('takes any of weight unit, language and push, but not nothing', () => {
    expect(ZAccountSettingsRequest.parse({ pushEnabled: false })).toEqual({ pushEnabled: false });
    expect(ZAccountSettingsRequest.safeParse({}).success).toBe(false);
    expect(ZAccountSettingsRequest.safeParse({ weightType: 'KG' }).success).toBe(false);
  });
});
