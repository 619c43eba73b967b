import { describe, expect, it } from 'vitest';
import { parseJacketPrint } from './jacket-print.ts';

describe('jacket print reader (issue 17 item 4)', () => {
  it('reads harmonised codes with cores × size', () => {
    expect(parseJacketPrint('3×2.5 mm² H07RN-F')).toEqual({
      groups: [{ cores: 3, size: '2.5', unit: 'mm2' }],
      typeCode: 'H07RN-F',
      insulation: 'rubber',
      sheath: 'pcp',
      construction: 'flexible',
      metal: 'cu',
    });
    expect(parseJacketPrint('H05VV-F 3G1,5 mm²')).toMatchObject({ groups: [{ cores: 3, size: '1.5' }], insulation: 'pvc', sheath: 'pvc', earth: true });
    expect(parseJacketPrint('H07V-U 1x4')).toMatchObject({ groups: [{ cores: 1, size: '4' }], sheath: null, construction: 'solid' });
  });

  it('reads the G form, AWG, NM-B and kcmil', () => {
    expect(parseJacketPrint('4G1.5')).toEqual({ groups: [{ cores: 4, size: '1.5', unit: 'mm2' }], earth: true, metal: 'cu' });
    expect(parseJacketPrint('12 AWG')).toEqual({ groups: [{ cores: 1, size: '12', unit: 'awg' }], metal: 'cu' });
    // 12/2 with ground: two insulated conductors and a bare earth of the same size
    expect(parseJacketPrint('12/2 AWG W/G NM-B 600V')).toMatchObject({ groups: [{ cores: 3, size: '12', unit: 'awg' }], typeCode: 'NM-B' });
    expect(parseJacketPrint('THHN 10 AWG CU 600V')).toMatchObject({ groups: [{ cores: 1, size: '10', unit: 'awg' }], insulation: 'pvc', sheath: null });
    expect(parseJacketPrint('500 MCM')).toMatchObject({ groups: [{ cores: 1, size: '500', unit: 'kcmil' }] });
  });

  it('reads Chinese type codes, two size groups and aluminium', () => {
    expect(parseJacketPrint('YJV 3×95+1×50 0.6/1kV')).toMatchObject({
      groups: [{ cores: 3, size: '95', unit: 'mm2' }, { cores: 1, size: '50', unit: 'mm2' }],
      insulation: 'xlpe',
      sheath: 'pvc',
      metal: 'cu',
    });
    expect(parseJacketPrint('ZR-YJLV22 4x120mm2')).toMatchObject({ groups: [{ cores: 4, size: '120' }], metal: 'al' });
    expect(parseJacketPrint('RVV 2×0.75平方')).toMatchObject({ groups: [{ cores: 2, size: '0.75' }], construction: 'flexible' });
    expect(parseJacketPrint('BV 2.5')).toMatchObject({ groups: [{ cores: 1, size: '2.5' }], sheath: null });
  });

  it('says nothing it cannot read', () => {
    expect(parseJacketPrint('hello')).toEqual({ groups: [] });
  });
});
