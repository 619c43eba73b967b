export type TFeatureKey = 'asks' | 'quotes' | 'shipping' | 'claims' | 'prices' | 'ai';

const PATHS: Record<TFeatureKey, string> = {
  asks: 'M4 7h16v12H4zM8 7V5h8v2M9 12h6',
  quotes: 'M4 17l5-5 4 3 7-8M15 7h5v5',
  shipping: 'M3 15h13V7H3zM16 10h3l2 3v2h-5M6 18a1.5 1.5 0 1 0 0-.01M18 18a1.5 1.5 0 1 0 0-.01',
  claims: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  prices: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  ai: 'M9 3h6M12 3v3M6 6h12v11H6zM9 11h.01M15 11h.01M9 14h6M3 10v4M21 10v4',
};

export function FeatureIcon({ name }: { name: TFeatureKey }) {
  return (
    <span className="sb-feature-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
