/**
 * Catalogue families (parentId 0) or the grades of one family as select options, localized by the server (appLang);
 * none while no family is chosen. For screens outside the listing forms that pick a grade (album, recognition labels).
 */
import { useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@scrapbridge/domain/contract/routes/catalog';
import { routeQuery } from '#lib/route-client.ts';

export function useCategoryOptions(parentId: number | undefined): { value: number; label: string }[] {
  const q = useQuery({ ...routeQuery(catalogRoutes.categories, { query: { parentId: parentId ?? 0 } }), enabled: parentId !== undefined, staleTime: 600_000 });
  return (q.data?.rows ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName }));
}
