import { describe, expect, it } from 'vitest';
import { cosine, leaveOneOut, nearest, rankGrades, type TReference } from './rank-grades.ts';

// Fixed vectors: grade 1 points along x, grade 2 along y, grade 3 along z.
const refs: TReference[] = [
  { ref: 'a1', label: 1, vector: [1, 0, 0] },
  { ref: 'a2', label: 1, vector: [0.9, 0.1, 0] },
  { ref: 'b1', label: 2, vector: [0, 1, 0] },
  { ref: 'b2', label: 2, vector: [0.1, 0.9, 0] },
  { ref: 'c1', label: 3, vector: [0, 0, 1] },
];

describe('recognition ranking (cosine kNN voted into the top 3)', () => {
  it('computes cosine similarity, 0 for a zero vector', () => {
    expect(cosine([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 1])).toBeCloseTo(0);
    expect(cosine([1, 0], [-1, 0])).toBeCloseTo(-1);
    expect(cosine([0, 0], [1, 0])).toBe(0);
    expect(() => cosine([1], [1, 0])).toThrow();
  });

  it('finds the nearest references, most similar first', () => {
    expect(nearest([1, 0.05, 0], refs, 2).map((n) => n.ref)).toEqual(['a1', 'a2']);
  });

  it('votes the neighbours into grades with their softmax share of the votes as confidence', () => {
    const ranked = rankGrades([[1, 0.2, 0]], refs, { k: 3, temperature: 0.5 });
    expect(ranked.map((g) => g.label)).toEqual([1, 2]);
    // Hand check: sims a2 = (0.9+0.02)/(√0.82·√1.04) ≈ 0.9962, a1 = 1/√1.04 ≈ 0.9806, b2 = 0.28/(√0.82·√1.04) ≈ 0.3032;
    // weights exp((s − 0.9962)/0.5): 1, ≈0.9692, ≈0.2501 → grade 1 has (1 + 0.9692) / 2.2193 ≈ 0.8873.
    const s1 = 1 / Math.sqrt(1.04);
    const s2 = 0.92 / (Math.sqrt(0.82) * Math.sqrt(1.04));
    const s3 = 0.28 / (Math.sqrt(0.82) * Math.sqrt(1.04));
    const w = (s: number) => Math.exp((s - s2) / 0.5);
    expect(ranked[0]!.confidence).toBeCloseTo((w(s1) + w(s2)) / (w(s1) + w(s2) + w(s3)), 6);
    expect(ranked[0]!.confidence).toBeCloseTo(0.8873, 4);
    expect(ranked[0]!.support.map((s) => s.ref)).toEqual(['a2', 'a1']);
    expect(ranked[0]!.confidence + ranked[1]!.confidence).toBeCloseTo(1, 9);
  });

  it('lets the closest matches decide with the default temperature', () => {
    const ranked = rankGrades([[1, 0.2, 0]], refs, { k: 3 });
    expect(ranked[0]!.label).toBe(1);
    expect(ranked[0]!.confidence).toBeGreaterThan(0.999);
  });

  it('adds up several photos of one lot and keeps at most three grades', () => {
    const ranked = rankGrades([[0, 1, 0], [0, 0.8, 0.6], [1, 0, 0]], refs, { k: 5, temperature: 1 });
    expect(ranked).toHaveLength(3);
    expect(ranked[0]!.label).toBe(2);
    expect(ranked.map((g) => g.label).sort()).toEqual([1, 2, 3]);
  });

  it('answers nothing without references or when nothing is alike', () => {
    expect(rankGrades([[1, 0, 0]], [])).toEqual([]);
    expect(rankGrades([[-1, 0, 0]], [{ ref: 'a', label: 1, vector: [1, 0, 0] }])).toEqual([]);
  });

  it('measures leave-one-out accuracy and counts grades with a single example', () => {
    const out = leaveOneOut(refs, { k: 1 });
    expect(out).toEqual({ n: 5, top1: 4, top3: 4, singletons: 1 });
  });
});
