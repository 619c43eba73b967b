/**
 * Ranking of the built-in recognition (issue 17 item 1): nearest neighbours over the operator's labelled photos,
 * voted into the three likeliest grades. Pure, so the server, the bench and the unit test run the same code.
 *
 * Each uploaded photo is compared (cosine similarity of its feature vector) with every labelled reference; its k
 * nearest references vote for their grade. A vote weighs exp((similarity − best) / temperature): CNN features after a
 * ReLU make almost every pair of photos somewhat alike (cosine 0.5–0.9), so plain similarity weights would give a
 * far neighbour nearly the say of a close one; the softmax lets the closest matches decide. Each photo's votes sum to
 * 1, the photos of one lot (several views) are added up per grade, and a grade's confidence is its share of all votes.
 * That is a share of the neighbours' votes, not a calibrated probability: the web says so, and the bench measures how
 * often the first (or one of the three) is right.
 */

/** A labelled reference photo: its grade (catalogue id) and its feature vector. */
export type TReference<R = string> = { ref: R; label: number; vector: Float32Array | number[] };

export type TRankedGrade<R = string> = {
  label: number;
  /** Share of the neighbours' votes, 0–1. */
  confidence: number;
  /** The references of this grade that voted, nearest first (at most `supportPerGrade`). */
  support: { ref: R; similarity: number }[];
};

export const RANK_DEFAULTS = { k: 7, top: 3, supportPerGrade: 3, temperature: 0.05 } as const;

/** Euclidean norm. */
function norm(v: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i]! * v[i]!;
  return Math.sqrt(s);
}

/** Cosine similarity in [-1, 1]; 0 when either vector is all zeros (it says nothing). */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`vectors of ${a.length} and ${b.length} dimensions`);
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  const n = norm(a) * norm(b);
  return n === 0 ? 0 : dot / n;
}

/** The references nearest to `query`, most similar first (ties: the order given). */
export function nearest<R>(query: ArrayLike<number>, refs: readonly TReference<R>[], k: number): { ref: R; label: number; similarity: number }[] {
  return refs
    .map((r, i) => ({ ref: r.ref, label: r.label, similarity: cosine(query, r.vector), i }))
    .sort((x, y) => y.similarity - x.similarity || x.i - y.i)
    .slice(0, Math.max(0, k))
    .map(({ ref, label, similarity }) => ({ ref, label, similarity }));
}

/**
 * The `top` likeliest grades for one lot photographed in `queries` (one vector per photo). Neighbours not similar at
 * all (cosine ≤ 0) do not vote. Empty when there are no references or nothing voted.
 */
export function rankGrades<R>(
  queries: readonly ArrayLike<number>[],
  refs: readonly TReference<R>[],
  opts: { k?: number; top?: number; supportPerGrade?: number; temperature?: number } = {},
): TRankedGrade<R>[] {
  const k = opts.k ?? RANK_DEFAULTS.k;
  const top = opts.top ?? RANK_DEFAULTS.top;
  const supportPerGrade = opts.supportPerGrade ?? RANK_DEFAULTS.supportPerGrade;
  const temperature = opts.temperature ?? RANK_DEFAULTS.temperature;
  const votes = new Map<number, { weight: number; support: Map<R, number> }>();
  let total = 0;
  for (const q of queries) {
    const near = nearest(q, refs, k).filter((n) => n.similarity > 0);
    if (near.length === 0) continue;
    const best = near[0]!.similarity;
    const weights = near.map((n) => Math.exp((n.similarity - best) / temperature));
    const sum = weights.reduce((a, b) => a + b, 0);
    near.forEach((n, i) => {
      const entry = votes.get(n.label) ?? { weight: 0, support: new Map<R, number>() };
      entry.weight += weights[i]! / sum;
      // The same reference near several photos counts once in the support list, at its best similarity.
      entry.support.set(n.ref, Math.max(entry.support.get(n.ref) ?? -1, n.similarity));
      votes.set(n.label, entry);
    });
    total += 1;
  }
  if (total === 0) return [];
  return [...votes.entries()]
    .map(([label, v]) => ({
      label,
      confidence: v.weight / total,
      support: [...v.support.entries()]
        .map(([ref, similarity]) => ({ ref, similarity }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, supportPerGrade),
    }))
    .sort((a, b) => b.confidence - a.confidence || a.label - b.label)
    .slice(0, top);
}

/**
 * Cross-validated accuracy (the bench, issue 17 item 7): each labelled reference in turn is left out and ranked
 * against the others; top-1 counts when the first grade is its own, top-3 when any of the three is. A reference whose
 * grade has no other example cannot be recognised by nearest neighbours and is counted as a miss (it is reported).
 */
export function leaveOneOut<R>(refs: readonly TReference<R>[], opts: { k?: number } = {}): { n: number; top1: number; top3: number; singletons: number } {
  let top1 = 0;
  let top3 = 0;
  let singletons = 0;
  const perLabel = new Map<number, number>();
  for (const r of refs) perLabel.set(r.label, (perLabel.get(r.label) ?? 0) + 1);
  refs.forEach((held, i) => {
    if ((perLabel.get(held.label) ?? 0) < 2) singletons++;
    const ranked = rankGrades([held.vector], refs.filter((_, j) => j !== i), { k: opts.k ?? RANK_DEFAULTS.k, top: 3 });
    if (ranked[0]?.label === held.label) top1++;
    if (ranked.some((g) => g.label === held.label)) top3++;
  });
  return { n: refs.length, top1, top3, singletons };
}
