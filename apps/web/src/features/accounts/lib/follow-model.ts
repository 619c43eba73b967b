/**
 * The follow dialog's category choice (§4): the categories the user does not follow yet (GET /wanted/list/new),
 * families first, each with its grades. A grade whose family is already followed is still offered, under the
 * family's name taken from the followed list.
 */
import type { TNewWantedCategory, TWantedItem } from '@scrapbridge/domain/wanted';

export type TFamilyGroup = {
  familyId: number;
  /** The family itself when it can still be followed. */
  family: TNewWantedCategory | null;
  /** The family as followed already, for its name. */
  followedFamily: TWantedItem | null;
  grades: TNewWantedCategory[];
};

export function groupNewCategories(fresh: readonly TNewWantedCategory[], followed: readonly TWantedItem[]): TFamilyGroup[] {
  const groups = new Map<number, TFamilyGroup>();
  const group = (familyId: number): TFamilyGroup => {
    let g = groups.get(familyId);
    if (!g) {
      g = { familyId, family: null, followedFamily: followed.find((w) => w.categoryId === familyId) ?? null, grades: [] };
      groups.set(familyId, g);
    }
    return g;
  };
  // Families first so the map keeps the server's family order (it sorts families before grades).
  for (const c of fresh) if (c.parentId === 0) group(c.categoryId).family = c;
  for (const c of fresh) if (c.parentId !== 0) group(c.parentId).grades.push(c);
  return [...groups.values()];
}
