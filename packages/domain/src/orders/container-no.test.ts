import { describe, expect, it } from 'vitest';
import { containerCheckDigit, containerNoProblem, formatContainerNo, isValidContainerNo, normaliseContainerNo, repairContainerNo } from './container-no.ts';

describe('ISO 6346 container numbers', () => {
  it('accepts the standard example and numbers painted on real boxes', () => {
    // CSQU3054383 is the standard's own example; the others are boxes of Hapag-Lloyd, Textainer, CMA CGM, MSC, Yang
    // Ming, Maersk, Evergreen, OOCL, Hanjin, Triton.
    for (const n of ['CSQU3054383', 'HLXU2008419', 'TGHU7599330', 'ECMU4657496', 'MEDU6246078', 'YMLU2809976', 'MRKU0046221', 'MSKU9070323', 'EMCU3811879', 'OOLU8643084', 'HJCU1922713', 'MSCU7512387', 'ZEPU0037255']) {
      expect(isValidContainerNo(n), n).toBe(true);
    }
  });

  it('computes the check digit from owner code, category and serial', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('HLXU200841')).toBe(9);
    // Remainder 10 is written 0.
    expect(containerCheckDigit('TGHU759933')).toBe(0);
    expect(containerCheckDigit('CSQ305438')).toBeNull();
  });

  it('refuses a wrong check digit, a swapped digit and a wrong owner letter', () => {
    expect(containerNoProblem('CSQU3054384')).toBe('checkDigit');
    expect(containerNoProblem('CSQU3054833')).toBe('checkDigit');
    expect(containerNoProblem('OOLU1922713')).toBe('checkDigit');
    expect(containerNoProblem('HJCU1922413')).toBe('checkDigit');
  });

  it('refuses what is not shaped like a container number', () => {
    expect(containerNoProblem('CSQA3054383')).toBe('format'); // category must be U, J or Z
    expect(containerNoProblem('CSQU305438')).toBe('format'); // no check digit
    expect(containerNoProblem('C5QU3054383')).toBe('format');
    expect(containerNoProblem('')).toBe('format');
  });

  it('reads numbers as people type them', () => {
    expect(normaliseContainerNo(' csqu 305438-3 ')).toBe('CSQU3054383');
    expect(isValidContainerNo('csqu 305438 3')).toBe(true);
    expect(formatContainerNo('csqu3054383')).toBe('CSQU 305438 3');
  });
});

describe('ISO 6346 repair of OCR readings', () => {
  it('repairs O/0, I/1, S/5, B/8 by position and keeps only numbers whose check digit holds', () => {
    // Owner code read with digits, serial read with letters.
    expect(repairContainerNo('CSQU3O54383')).toEqual({ containerNo: 'CSQU3054383', repairs: 1 });
    expect(repairContainerNo('0OLU8643O84')).toEqual({ containerNo: 'OOLU8643084', repairs: 2 });
    expect(repairContainerNo('M5KU9O7O323')).toEqual({ containerNo: 'MSKU9070323', repairs: 3 });
    expect(repairContainerNo('HLXU2OO84I9')).toEqual({ containerNo: 'HLXU2008419', repairs: 3 });
    expect(repairContainerNo('ZEPU0O3725S')).toEqual({ containerNo: 'ZEPU0037255', repairs: 2 });
    expect(repairContainerNo('MSCU75I2387')?.containerNo).toBe('MSCU7512387');
    expect(repairContainerNo('HJCU1922713')).toEqual({ containerNo: 'HJCU1922713', repairs: 0 });
  });

  it('refuses a repaired reading whose check digit does not hold', () => {
    expect(repairContainerNo('CSQU3O54384')).toBeNull();
    // B read for 8 in the serial, but the check digit is wrong.
    expect(repairContainerNo('OOLUB643085')).toBeNull();
    expect(repairContainerNo('CSQU305438')).toBeNull();
  });
});
