import { describe, expect, it } from 'vitest';
import type { TNewWantedCategory, TWantedItem } from '@scrapbridge/domain/wanted';
import { groupNewCategories } from './follow-model.ts';

const cat = (categoryId: number, parentId: number, en: string): TNewWantedCategory => ({
  categoryId,
  parentId,
  categoryCn: `中${en}`,
  categoryEn: en,
  askNum: 0,
});

describe('follow dialog categories', () => {
  it('groups grades under their family, families in server order', () => {
    const groups = groupNewCategories([cat(1, 0, 'Copper'), cat(2, 0, 'Aluminium'), cat(11, 1, 'Barley'), cat(21, 2, 'Taint'), cat(12, 1, 'Berry')], []);
    expect(groups.map((g) => [g.family?.categoryEn, g.grades.map((x) => x.categoryEn)])).toEqual([
      ['Copper', ['Barley', 'Berry']],
      ['Aluminium', ['Taint']],
    ]);
  });

  it('names a family already followed from the followed list', () => {
    const followed: TWantedItem = {
      wantedId: 'w',
      categoryId: 1,
      parentId: 0,
      categoryNameZh: '铜',
      categoryNameEn: 'Copper',
      askNum: 3,
      pushSwitch: 0,
    };
    const [g] = groupNewCategories([cat(11, 1, 'Barley')], [followed]);
    expect(g?.family).toBeNull();
    expect(g?.followedFamily?.categoryNameEn).toBe('Copper');
    expect(g?.grades.map((x) => x.categoryId)).toEqual([11]);
  });
});
