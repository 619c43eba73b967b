import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import worldAtlas from 'world-atlas/countries-110m.json';
import type { TUniverse } from '@scrapbridge/domain/site';
import { countryPoints, universeOption, unwrapRing, worldFeatures } from './universe-model.ts';
import { countryLabel } from './universe-labels.ts';

const world = worldFeatures(worldAtlas as unknown as Topology);
const points = countryPoints(world);
const labels = { sellers: 'Sellers', buyers: 'Buyers', shops: 'Verified shops', weight: 'Weight', deals: (n: number) => `${n} deals`, high: 'More', low: 'Fewer' };

const universe: TUniverse = {
  countries: [
    { code: 'US', nameZh: '美国', nameEn: 'United States', sellers: 12, buyers: 3 },
    { code: 'CN', nameZh: '中国', nameEn: 'China', sellers: 2, buyers: 20 },
  ],
  lanes: [
    { from: 'US', to: 'CN', weightMt: 400, deals: 9 },
    { from: 'US', to: 'ZZ', weightMt: 5, deals: 1 },
  ],
  routes: [],
  shops: [],
  generatedAt: '2026-11-21T10:00:00.000Z',
};

const LAX = { code: 'USLAX', nameZh: '洛杉矶', nameEn: 'Los Angeles', latitude: 34.05, longitude: -118.24 };
const TAO = { code: 'CNTAO', nameZh: '青岛', nameEn: 'Qingdao', latitude: 36.07, longitude: 120.38 };

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
    const option = universeOption({ universe: { countries: [], lanes: [], routes: [], shops: [], generatedAt: universe.generatedAt }, points, lang: 'zh', mode: 'all', labels, reducedMotion: true });
    expect(option.series[0]?.data).toEqual([]);
    expect(option.series[1]?.data).toEqual([]);
    expect(option.visualMap).toBeUndefined();
    expect(option.animation).toBe(false);
    expect((option.series[1] as { effect: { show: boolean } }).effect.show).toBe(false);
  });

  it('draws port-to-port arcs at the ports’ coordinates when the deals’ ports are known, and pins the verified shops', () => {
    const withPorts: TUniverse = {
      ...universe,
      routes: [{ from: LAX, to: TAO, weightMt: 50.5, deals: 2 }],
      shops: [
        { shopId: 's1', nameZh: '恒信', nameEn: 'Hengxin <Metals>', country: 'CN' },
        { shopId: 's2', nameZh: '澜川', nameEn: 'Lanchuan', country: 'CN' },
      ],
    };
    const option = universeOption({ universe: withPorts, points, lang: 'zh', mode: 'all', labels, reducedMotion: false });
    const [, lines, ports, shops] = option.series as unknown as [unknown, { data: unknown[] }, { data: unknown[] }, { data: { name: string; value: number[]; shops: string[] }[] }];
    // The port-to-port part of US → CN at the ports, the rest of that country pair between the countries.
    expect(lines.data).toEqual([
      expect.objectContaining({ from: 'USLAX', to: 'CNTAO', fromName: '洛杉矶', toName: '青岛', coords: [[-118.24, 34.05], [120.38, 36.07]], value: 50.5, deals: 2 }),
      expect.objectContaining({ from: 'US', to: 'CN', coords: [points.get('US'), points.get('CN')], value: 349.5, deals: 7 }),
    ]);
    expect(ports.data).toEqual([{ name: '洛杉矶', value: [-118.24, 34.05] }, { name: '青岛', value: [120.38, 36.07] }]);
    expect(shops.data).toEqual([{ name: '中国', value: [...(points.get('CN') ?? []), 2], shops: ['恒信', '澜川'] }]);
    expect(option.tooltip.formatter({ seriesType: 'lines', data: { from: 'USLAX', to: 'CNTAO', fromName: '洛杉矶', toName: '青岛', value: 50.5, deals: 2 } })).toBe('洛杉矶 → 青岛<br/>Weight: 50.5<br/>2 deals');
    const en = universeOption({ universe: withPorts, points, lang: 'en', mode: 'all', labels, reducedMotion: false });
    expect(en.tooltip.formatter({ seriesType: 'scatter', seriesId: 'shops', name: 'China', data: { shops: ['Hengxin <Metals>', 'Lanchuan'] } })).toBe(
      'China<br/>Verified shops: Hengxin &#60;Metals&#62;, Lanchuan',
    );
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
