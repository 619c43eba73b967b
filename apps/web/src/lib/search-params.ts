import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query string and a patch of it: screens that keep their filter, page and open row in the URL (so a
 * reload or a shared link shows the same) change a few keys at once and leave the others; null removes a key.
 */
export function usePatchedSearchParams(): readonly [URLSearchParams, (patch: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const patch = useCallback(
    (p: Record<string, string | null>) =>
      setParams((old) => {
        const next = new URLSearchParams(old);
        for (const [k, v] of Object.entries(p)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      }),
    [setParams],
  );
  return [params, patch] as const;
}
