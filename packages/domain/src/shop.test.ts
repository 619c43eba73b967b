import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation.ts';
import { ZShopRequest, isValidEstablishmentDate, isValidFactoriesNumber, latestToday, shopStatusAfterEdit } from './shop.ts';

const PIC = '6f1c0c3e-2b7a-4a44-9f0e-3c2d1b0a9e8f';
const valid = { companyPictures: [PIC], factoriesNumber: 2, employeesNumber: 85, establishmentTime: '2009-04-01', companyProfileZh: '专业铜回收' };

function problems(input: unknown) {
  const parsed = ZShopRequest.safeParse(input, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map(describeIssue);
}

describe('shop form (§3 Shop, §5)', () => {
  it('accepts a complete application, numbers as text too, and drops repeated pictures', () => {
    const parsed = ZShopRequest.parse({ ...valid, factoriesNumber: '12', employeesNumber: '0', companyPictures: [PIC, PIC.toUpperCase()], companyProfileEn: '' });
    expect(parsed).toEqual({ companyPictures: [PIC], factoriesNumber: 12, employeesNumber: 0, establishmentTime: '2009-04-01', companyProfileZh: '专业铜回收', companyProfileEn: undefined });
  });

  it('needs at least one company picture', () => {
    expect(problems({ ...valid, companyPictures: [] })).toEqual([{ field: 'companyPictures', reasonKey: 'accounts.shop.errors.picturesRequired' }]);
    expect(problems({ ...valid, companyPictures: Array.from({ length: 21 }, (_, i) => `6f1c0c3e-2b7a-4a44-9f0e-3c2d1b0a9e${String(i).padStart(2, '0')}`) })).toEqual([
      { field: 'companyPictures', reasonKey: 'accounts.shop.errors.tooManyPictures' },
    ]);
  });

  it('needs the factory number to be a valid count: a whole number 0–999', () => {
    for (const bad of [-1, 1000, 2.5, 'abc']) {
      expect(problems({ ...valid, factoriesNumber: bad })[0]?.field).toBe('factoriesNumber');
    }
    expect(problems({ ...valid, factoriesNumber: 1000 })).toEqual([{ field: 'factoriesNumber', reasonKey: 'accounts.shop.errors.factoriesInvalid' }]);
    expect(problems({ ...valid, factoriesNumber: undefined })).toEqual([{ field: 'factoriesNumber', reasonKey: 'required' }]);
    expect(isValidFactoriesNumber(0)).toBe(true);
    expect(isValidFactoriesNumber(999)).toBe(true);
    expect(isValidFactoriesNumber(1000)).toBe(false);
    expect(isValidFactoriesNumber(1.5)).toBe(false);
  });

  it('needs a real establishment date that is not in the future', () => {
    const now = new Date('2025-06-04T12:00:00Z');
    expect(isValidEstablishmentDate('2025-06-04', now)).toBe(true);
    // Already the 5th at UTC+14 (Kiribati): "today" somewhere, so not refused as the future.
    expect(isValidEstablishmentDate('2025-06-05', now)).toBe(true);
    expect(isValidEstablishmentDate('2025-06-06', now)).toBe(false);
    expect(latestToday(new Date('2025-06-04T03:00:00Z'))).toBe('2025-06-04');
    expect(isValidEstablishmentDate('2023-02-29', now)).toBe(false);
    expect(isValidEstablishmentDate('1799-12-31', now)).toBe(false);
    expect(isValidEstablishmentDate('04/06/2020', now)).toBe(false);
    expect(latestToday(now)).toBe('2025-06-05');
    expect(problems({ ...valid, establishmentTime: '2999-01-01' })).toEqual([{ field: 'establishmentTime', reasonKey: 'accounts.shop.errors.establishmentInvalid' }]);
    expect(problems({ ...valid, establishmentTime: '' })).toEqual([{ field: 'establishmentTime', reasonKey: 'required' }]);
  });

  it('decides what an edit does to the status', () => {
    expect(shopStatusAfterEdit('waiting', { pictures: true, profile: false })).toEqual({ status: 'waiting', restartClock: false });
    expect(shopStatusAfterEdit('failed', { pictures: false, profile: false })).toEqual({ status: 'waiting', restartClock: true });
    expect(shopStatusAfterEdit('ok', { pictures: false, profile: false })).toEqual({ status: 'ok', restartClock: false });
    expect(shopStatusAfterEdit('ok', { pictures: true, profile: false })).toEqual({ status: 'waiting', restartClock: true });
    expect(shopStatusAfterEdit('ok', { pictures: false, profile: true })).toEqual({ status: 'waiting', restartClock: true });
  });
});
