/** An article's cover: its picture, or a drawn cover in the colours of its category (no picture to download). */
import { coverColors } from '../lib/wiki-view.ts';

export function ArticleCover({ coverUrl, category, label, eager }: { coverUrl: string | null; category: string; label: string; eager?: boolean }) {
  if (coverUrl) {
    return <img className="sb-wiki-cover" src={coverUrl} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  }
  const [a, b] = coverColors(category);
  return (
    <span className="sb-wiki-cover sb-wiki-cover-drawn" style={{ background: `linear-gradient(135deg, ${a}, ${b})` }} aria-hidden="true">
      <span>{label}</span>
    </span>
  );
}
