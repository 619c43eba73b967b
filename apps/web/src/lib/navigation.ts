/**
 * Navigation for code outside React components (the api client's 401 reaction, logout). The router registers
 * itself here at start-up; before that (or in tests) a full page load does the job.
 */
type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: TNavigate | null = null;

export function registerNavigate(fn: TNavigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
