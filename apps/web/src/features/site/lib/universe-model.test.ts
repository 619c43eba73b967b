import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import worldAtlas from 'world-atlas/countries-110m.json';
import type { TUniverse } from '@scrapbridge/domain/site';
import { countryPoints, universeOption, unwrapRing, worldFeatures } from './universe-model.ts';
import { countryLabel } from './universe-labels.ts';

const world = worldFeatures(worldAtlas as unknown as Topology);
const points = countryPoints(world);
const labels = { sellers: 'Sellers', buyers: 'Buyers', weight: 'Weight', deals: (n: number) => `${n} deals`, high: 'More', low: 'Fewer' };

const universe: TUniverse = {
  countries: [
    { code: 'US', nameZh: '美国', nameEn: 'United States', sellers: 12, buyers: 3 },
    { code: 'CN', nameZh: '中国', nameEn: 'China', sellers: 2, buyers: 20 },
  ],
  lanes: [
    { from: 'US', to: 'CN', weightMt: 400, deals: 9 },
    { from: 'US', to: 'ZZ', weightMt: 5, deals: 1 },
  ],
  generatedAt: '2026-11-21T10:00:00.000Z',
};

describe('/universe world map', () => {
  it('names every country by its ISO alpha-2 code and leaves Antarctica out', () => {
    const codes = world.features.map((f) => f.properties.code);
    expect(codes).toContain('CN');
    expect(codes).toContain('BR');
    expect(codes).toContain('XK');
    expect(codes).not.toContain('AQ');
    expect(codes.filter((c) => /^[A-Z]{2}$/.test(c)).length).toBeGreaterThan(170);
  });

  it('places a country on its mainland (France in Europe, the USA in the lower 48)', () => {
    const [frLon = 0, frLat = 0] = points.get('FR') ?? [];
    expect(frLon).toBeGreaterThan(-5);
    expect(frLon).toBeLessThan(8);
    expect(frLat).toBeGreaterThan(42);
    expect(frLat).toBeLessThan(50);
    const [usLon = 0, usLat = 0] = points.get('US') ?? [];
    expect(usLon).toBeGreaterThan(-110);
    expect(usLon).toBeLessThan(-85);
    expect(usLat).toBeGreaterThan(33);
    expect(usLat).toBeLessThan(45);
  });

  it('shades countries by the chosen count and drops lanes to places not on the map', () => {
    const option = universeOption({ universe, points, lang: 'en', mode: 'sellers', labels, reducedMotion: false });
    const [map, lines] = option.series as unknown as [{ data: unknown[] }, { data: unknown[]; effect: { show: boolean } }];
    expect(map.data).toEqual([
      { name: 'US', value: 12, sellers: 12, buyers: 3 },
      { name: 'CN', value: 2, sellers: 2, buyers: 20 },
    ]);
    expect(option.visualMap?.max).toBe(12);
    expect(lines.data).toHaveLength(1);
    expect(lines.data[0]).toMatchObject({ from: 'US', to: 'CN', value: 400, deals: 9, coords: [points.get('US'), points.get('CN')] });
    expect(lines.effect.show).toBe(true);
  });

  it('draws a bare map without made-up data when there is none, and stays still under reduced motion', () => {
    const option = universeOption({ universe: { countries: [], lanes: [], generatedAt: universe.generatedAt }, points, lang: 'zh', mode: 'all', labels, reducedMotion: true });
    expect(option.series[0]?.data).toEqual([]);
    expect(option.series[1]?.data).toEqual([]);
    expect(option.visualMap).toBeUndefined();
    expect(option.animation).toBe(false);
    expect((option.series[1] as { effect: { show: boolean } }).effect.show).toBe(false);
  });

  it('words tooltips in the current language and escapes names', () => {
    const option = universeOption({ universe, points, lang: 'zh', mode: 'all', labels, reducedMotion: false });
    expect(option.tooltip.formatter({ seriesType: 'map', name: 'CN', data: { sellers: 2, buyers: 20 } })).toBe('中国<br/>Sellers: 2<br/>Buyers: 20');
    expect(option.tooltip.formatter({ seriesType: 'lines', data: { from: 'US', to: 'CN', value: 400, deals: 9 } })).toBe('美国 → 中国<br/>Weight: 400<br/>9 deals');
    expect(countryLabel('DE', 'zh', universe)).toBe('德国');
    expect(countryLabel('DE', 'en', null)).toBe('Germany');
  });
});

describe('antimeridian', () => {
  it('keeps a ring that crosses 180° in one piece, and leaves the others alone', () => {
    const ring = [[179, 65], [-179, 66], [-178, 64], [179, 65]];
    expect(unwrapRing(ring)).toEqual([[179, 65], [181, 66], [182, 64], [179, 65]]);
    const normal = [[10, 50], [12, 51], [11, 49], [10, 50]];
    expect(unwrapRing(normal)).toBe(normal);
    for (const f of world.features) {
      const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      for (const poly of polys) for (const r of poly) {
        const lons = r.map((p) => p[0] ?? 0);
        expect(Math.max(...lons) - Math.min(...lons), f.properties.code).toBeLessThanOrEqual(180);
      }
    }
  });
});
