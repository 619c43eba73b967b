import { z } from 'zod';

/** Upper bound of one page: keeps every list query bounded (ARCHITECTURE.md: PGlite blocks on long queries). */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

/** `pageNum` / `pageSize` query parameters (§7 list calls use these names). */
export const ZPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
