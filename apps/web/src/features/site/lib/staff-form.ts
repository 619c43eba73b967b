/** Helpers of the staff content forms (news, partner stories); the forms check and refuse with lib/zod-form.ts. */

/** Empty text inputs mean "none" for optional links and covers. */
export function blankToNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Built-in pictures staff can pick as covers (public/illustrations). */
export const BUILT_IN_COVERS = [
  '/illustrations/news-platform.svg',
  '/illustrations/news-market.svg',
  '/illustrations/news-product.svg',
  '/illustrations/news-event.svg',
  '/illustrations/news-partner.svg',
  '/illustrations/hero-port.svg',
  '/illustrations/feature-ai.svg',
  '/illustrations/feature-valuation.svg',
  '/illustrations/feature-inquiry.svg',
  '/illustrations/feature-tracking.svg',
  '/illustrations/feature-security.svg',
  '/illustrations/wiki-books.svg',
  '/illustrations/about-yard.svg',
] as const;
