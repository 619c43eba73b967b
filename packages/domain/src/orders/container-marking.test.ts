import { describe, expect, it } from 'vitest';
import { awaitsCheckDigit, findContainerMarkings, isSealNoShape, parseSizeType, repairSizeType, type TOcrLine } from './container-marking.ts';

const lines = (...texts: Array<string | [string, number]>): TOcrLine[] =>
  texts.map((t) => (typeof t === 'string' ? { text: t, confidence: 0.9 } : { text: t[0], confidence: t[1] }));

describe('ISO 6346 size-type codes', () => {
  it('reads length, height and type group', () => {
    expect(parseSizeType('22G1')).toEqual({ code: '22G1', lengthMm: 6058, lengthFt: 20, heightMm: 2591, highCube: false, group: 'GP' });
    expect(parseSizeType('45G1')).toMatchObject({ lengthFt: 40, heightMm: 2895, highCube: true, group: 'GP' });
    expect(parseSizeType('45R1')).toMatchObject({ lengthFt: 40, highCube: true, group: 'RE' });
    expect(parseSizeType('L5G1')).toMatchObject({ lengthFt: 45, lengthMm: 13716 });
    expect(parseSizeType('22u1')).toMatchObject({ code: '22U1', group: 'UT' });
    expect(parseSizeType('42P1')).toMatchObject({ lengthFt: 40, heightMm: 2591, group: 'PL' });
  });

  it('refuses what is not a size-type code', () => {
    for (const t of ['2019', '22X1', '7 2G1', '22G', 'Z2G1', '2AG1']) expect(parseSizeType(t), t).toBeNull();
  });

  it('repairs OCR readings by position', () => {
    expect(repairSizeType('4561')).toMatchObject({ sizeType: { code: '45G1' }, repairs: 1 });
    expect(repairSizeType('22GI')).toMatchObject({ sizeType: { code: '22G1' }, repairs: 1 });
    expect(repairSizeType('2ZG1')).toMatchObject({ sizeType: { code: '22G1' }, repairs: 1 });
    expect(repairSizeType('1234')).toBeNull();
  });
});

describe('seal number shape', () => {
  it('takes letter prefixes, digit runs and short suffixes', () => {
    for (const s of ['CN1234567', 'ML-1234567', 'H123456', '0012345', 'EMC1234567A']) expect(isSealNoShape(s), s).toBe(true);
    for (const s of ['SEAL', '1234', 'ABCDEFGH12345', '12-34']) expect(isSealNoShape(s), s).toBe(false);
  });
});

describe('container markings from OCR lines', () => {
  it('reads a door as the engine returns it', () => {
    const m = findContainerMarkings(lines('MSKU 907032 3', '45G1', 'SEAL NO. CN1234567', 'MAX GROSS 30,480 KGS'));
    expect(m.containers).toEqual([{ containerNo: 'MSKU9070323', confidence: 0.9, repairs: 0 }]);
    expect(m.sizeTypes.map((s) => s.code)).toEqual(['45G1']);
    expect(m.seals).toEqual([{ sealNo: 'CN1234567', confidence: 0.9, labelled: true }]);
  });

  it('repairs letters and digits, lowering confidence for each repair', () => {
    const m = findContainerMarkings(lines(['MSKU 9O7O32 3', 1], '4561'));
    expect(m.containers[0]).toEqual({ containerNo: 'MSKU9070323', confidence: 0.903, repairs: 2 });
    expect(m.sizeTypes[0]).toMatchObject({ code: '45G1' });
  });

  it('joins a check digit read on its own line, and fragments read out of order', () => {
    expect(findContainerMarkings(lines('CSQU 305438', '3')).containers[0]?.containerNo).toBe('CSQU3054383');
    const scattered = findContainerMarkings(lines('3', 'J907032', 'MSKU', '45G1'));
    expect(scattered.containers.map((c) => c.containerNo)).toEqual(['MSKU9070323']);
    expect(scattered.containers[0]!.confidence).toBeLessThan(0.9);
  });

  it('tells which lines end before their boxed check digit', () => {
    expect(awaitsCheckDigit('MSKU 907032')).toBe(true);
    expect(awaitsCheckDigit('M5KU 9O7032')).toBe(true);
    expect(awaitsCheckDigit('866501')).toBe(true);
    expect(awaitsCheckDigit('MSKU 907032 3')).toBe(false);
    expect(awaitsCheckDigit('45G1')).toBe(false);
    expect(awaitsCheckDigit('TARE 3,705 KG')).toBe(false);
  });

  it('never takes a seal number for a serial when the parts are assembled', () => {
    // RKUU + the seal's 0443738 would hold a check digit (RKUU0443738 is valid): the seal line is not a source.
    expect(findContainerMarkings(lines('RKUU', '307304', 'SEAL NO. TX0443738')).containers).toEqual([]);
    expect(findContainerMarkings(lines('RKUU', 'TX0443738')).containers).toEqual([]);
  });

  it('suggests nothing when the check digit does not hold', () => {
    expect(findContainerMarkings(lines('MSKU 907032 4', '22G1')).containers).toEqual([]);
  });

  it('keeps the container serial and weights out of the seals; an unlabelled seal is weaker', () => {
    const m = findContainerMarkings(lines('TGHU 759933 0', 'TARE 2,200 KG', 'YM7654321'));
    expect(m.containers[0]?.containerNo).toBe('TGHU7599330');
    expect(m.seals).toEqual([{ sealNo: 'YM7654321', confidence: 0.54, labelled: false }]);
  });

  it('reads a seal from the line after a Chinese label', () => {
    const m = findContainerMarkings(lines('铅封号', 'EMC-0345678'));
    expect(m.seals[0]).toEqual({ sealNo: 'EMC-0345678', confidence: 0.9, labelled: true });
  });
});
