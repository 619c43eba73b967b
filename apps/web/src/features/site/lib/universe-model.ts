/**
 * /universe as data: world-atlas's countries keyed by ISO alpha-2, one point per country for the trade lanes, and
 * the ECharts option that shades countries by sellers / buyers and draws the lanes. Pure (no ECharts import), so it
 * is unit-tested in node; the map component hands the option to ECharts.
 */
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { TUniverse, TUniversePort } from '@scrapbridge/domain/site';
import type { TLang } from '@scrapbridge/domain/i18n';
import { NAME_TO_ALPHA2, NUMERIC_TO_ALPHA2 } from './world-codes.ts';
import { countryLabel, type TUniverseMode } from './universe-labels.ts';

export const WORLD_MAP_NAME = 'sb-world';
/** Antarctica takes a fifth of the map and trades no scrap. */
const LEFT_OUT = new Set(['AQ']);

export type TWorldFeature = Feature<Polygon | MultiPolygon, { name: string; code: string }>;
export type TWorld = FeatureCollection<Polygon | MultiPolygon, { name: string; code: string }>;

/**
 * A ring that crosses the antimeridian (Russia's Chukotka, Fiji) jumps from +180 to -180 and would be drawn as a
 * stripe across the whole map; its western points are moved past +180 instead, so it stays in one piece.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let min = Infinity;
  let max = -Infinity;
  for (const [lon = 0] of ring) {
    min = Math.min(min, lon);
    max = Math.max(max, lon);
  }
  if (max - min <= 180) return ring;
  return ring.map(([lon = 0, lat = 0]) => [lon < 0 ? lon + 360 : lon, lat]);
}

function unwrapGeometry(g: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (g.type === 'Polygon') return { type: 'Polygon', coordinates: g.coordinates.map(unwrapRing) };
  return { type: 'MultiPolygon', coordinates: g.coordinates.map((poly) => poly.map(unwrapRing)) };
}

/** The countries of the topology as GeoJSON, each feature named by its alpha-2 code (what ECharts matches data on). */
export function worldFeatures(topology: Topology): TWorld {
  const object = topology.objects['countries'] as GeometryCollection<{ name: string }>;
  const collection = feature(topology, object) as FeatureCollection<Geometry | null, { name: string }>;
  const features: TWorldFeature[] = [];
  for (const f of collection.features) {
    if (!f.geometry || (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon')) continue;
    const code = (f.id !== undefined ? NUMERIC_TO_ALPHA2[String(f.id)] : undefined) ?? NAME_TO_ALPHA2[f.properties.name] ?? f.properties.name;
    if (LEFT_OUT.has(code)) continue;
    features.push({ type: 'Feature', geometry: unwrapGeometry(f.geometry), properties: { name: code, code } });
  }
  return { type: 'FeatureCollection', features };
}

/** Signed planar area and centroid of a ring (lon/lat as plane coordinates: fine for placing a point). */
function ringCentroid(ring: Position[]): { area: number; x: number; y: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  a /= 2;
  if (a === 0) {
    const first = ring[0] ?? [0, 0];
    return { area: 0, x: first[0] ?? 0, y: first[1] ?? 0 };
  }
  return { area: Math.abs(a), x: cx / (6 * a), y: cy / (6 * a) };
}

/** A country's point: the centroid of its largest polygon (mainland France, not French Guiana). */
export function countryPoint(f: TWorldFeature): [number, number] {
  const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  let best = { area: -1, x: 0, y: 0 };
  for (const poly of polygons) {
    const outer = poly[0];
    if (!outer) continue;
    const c = ringCentroid(outer);
    if (c.area > best.area) best = c;
  }
  return [Number(best.x.toFixed(3)), Number(best.y.toFixed(3))];
}

export function countryPoints(world: TWorld): Map<string, [number, number]> {
  return new Map(world.features.map((f) => [f.properties.code, countryPoint(f)]));
}

export type TUniverseLabels = {
  sellers: string;
  buyers: string;
  /** Tooltip heading of the verified shops in a country. */
  shops: string;
  deals: (count: number) => string;
  weight: string;
  high: string;
  low: string;
};

function metric(c: TUniverse['countries'][number], mode: TUniverseMode): number {
  if (mode === 'sellers') return c.sellers;
  if (mode === 'buyers') return c.buyers;
  return c.sellers + c.buyers;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The ECharts option: countries shaded by the chosen count, lanes as curved lines weighted by tonnage (port to port
 * when the ports are placed), the lanes' ports as dots and the verified shops as pins in their countries.
 */
export function universeOption(opts: {
  universe: TUniverse | null;
  points: Map<string, [number, number]>;
  lang: TLang;
  mode: TUniverseMode;
  labels: TUniverseLabels;
  reducedMotion: boolean;
}) {
  const { universe, points, lang, mode, labels, reducedMotion } = opts;
  const countries = universe?.countries ?? [];
  const lanes = (universe?.lanes ?? []).filter((l) => points.has(l.from) && points.has(l.to) && l.from !== l.to);
  const routes = universe?.routes ?? [];
  const values = countries.map((c) => metric(c, mode));
  const max = Math.max(1, ...values);
  const nf = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 1 });
  const portName = (p: TUniversePort) => (lang === 'zh' ? p.nameZh : p.nameEn);
  const place = (p: TUniversePort): [number, number] => [p.longitude, p.latitude];

  // The arcs run port to port where the deals' ports are placed (UN/LOCODE coordinates); what a country pair traded
  // without both ports known (CIF without a loading port, FOB without a destination) runs between the countries.
  const viaPorts = new Map<string, { weightMt: number; deals: number }>();
  for (const r of routes) {
    const key = `${r.from.code.slice(0, 2)}>${r.to.code.slice(0, 2)}`;
    const sum = viaPorts.get(key) ?? { weightMt: 0, deals: 0 };
    viaPorts.set(key, { weightMt: sum.weightMt + r.weightMt, deals: sum.deals + r.deals });
  }
  const arcs = [
    ...routes.map((r) => ({ from: r.from.code, to: r.to.code, fromName: portName(r.from), toName: portName(r.to), coords: [place(r.from), place(r.to)], value: r.weightMt, deals: r.deals })),
    ...lanes.flatMap((l) => {
      const covered = viaPorts.get(`${l.from}>${l.to}`) ?? { weightMt: 0, deals: 0 };
      const deals = l.deals - covered.deals;
      const value = Math.round((l.weightMt - covered.weightMt) * 1000) / 1000;
      return deals > 0 && value > 0 ? [{ from: l.from, to: l.to, coords: [points.get(l.from), points.get(l.to)], value, deals }] : [];
    }),
  ];
  const maxWeight = Math.max(1, ...arcs.map((a) => a.value));
  const ports = new Map<string, TUniversePort>();
  for (const r of routes) for (const p of [r.from, r.to]) ports.set(p.code, p);
  const shopsByCountry = new Map<string, string[]>();
  for (const s of universe?.shops ?? []) {
    if (!points.has(s.country)) continue;
    shopsByCountry.set(s.country, [...(shopsByCountry.get(s.country) ?? []), lang === 'zh' ? s.nameZh : s.nameEn]);
  }

  return {
    animation: !reducedMotion,
    tooltip: {
      trigger: 'item' as const,
      confine: true,
      formatter: (p: {
        seriesType?: string;
        seriesId?: string;
        name?: string;
        data?: { sellers?: number; buyers?: number; from?: string; to?: string; fromName?: string; toName?: string; value?: number | number[]; deals?: number; shops?: string[] };
      }) => {
        if (p.seriesType === 'lines' && p.data?.from && p.data.to) {
          const from = p.data.fromName ?? countryLabel(p.data.from, lang, universe);
          const to = p.data.toName ?? countryLabel(p.data.to, lang, universe);
          const weight = typeof p.data.value === 'number' ? p.data.value : 0;
          return `${escapeHtml(from)} → ${escapeHtml(to)}<br/>${escapeHtml(labels.weight)}: ${nf.format(weight)}<br/>${escapeHtml(labels.deals(p.data.deals ?? 0))}`;
        }
        if (p.seriesId === 'shops' && p.data?.shops) {
          return `${escapeHtml(p.name ?? '')}<br/>${escapeHtml(labels.shops)}: ${p.data.shops.map(escapeHtml).join(', ')}`;
        }
        if (p.seriesId === 'ports') return escapeHtml(p.name ?? '');
        const name = escapeHtml(countryLabel(p.name ?? '', lang, universe));
        if (!p.data || p.data.sellers === undefined) return name;
        return `${name}<br/>${escapeHtml(labels.sellers)}: ${p.data.sellers}<br/>${escapeHtml(labels.buyers)}: ${p.data.buyers}`;
      },
    },
    visualMap: countries.length
      ? {
          type: 'continuous' as const,
          min: 0,
          max,
          seriesIndex: 0,
          left: 12,
          bottom: 12,
          text: [labels.high, labels.low],
          itemHeight: 100,
          calculable: false,
          inRange: { color: ['#cfeadd', '#13795b', '#0b3d2e'] },
          textStyle: { color: '#1c2430' },
        }
      : undefined,
    geo: {
      map: WORLD_MAP_NAME,
      roam: true,
      zoom: 1.1,
      scaleLimit: { min: 1, max: 8 },
      itemStyle: { areaColor: '#e4e9e7', borderColor: '#ffffff', borderWidth: 0.6 },
      emphasis: { itemStyle: { areaColor: '#f2c14e' }, label: { show: false } },
      select: { disabled: true },
      label: { show: false },
    },
    series: [
      {
        type: 'map' as const,
        geoIndex: 0,
        data: countries.map((c) => ({ name: c.code, value: metric(c, mode), sellers: c.sellers, buyers: c.buyers })),
      },
      {
        type: 'lines' as const,
        coordinateSystem: 'geo' as const,
        zlevel: 1,
        effect: { show: !reducedMotion && arcs.length > 0, period: 6, trailLength: 0.15, symbol: 'arrow', symbolSize: 6, color: '#f2a900' },
        lineStyle: { color: '#d98e04', opacity: 0.75, curveness: 0.25 },
        data: arcs.map((a) => ({ ...a, lineStyle: { width: 1 + 4 * Math.sqrt(a.value / maxWeight) } })),
      },
      {
        id: 'ports',
        type: 'scatter' as const,
        coordinateSystem: 'geo' as const,
        zlevel: 2,
        symbolSize: 6,
        itemStyle: { color: '#0b3d2e', borderColor: '#ffffff', borderWidth: 1 },
        data: [...ports.values()].map((p) => ({ name: portName(p), value: place(p) })),
      },
      {
        id: 'shops',
        type: 'scatter' as const,
        coordinateSystem: 'geo' as const,
        zlevel: 2,
        symbol: 'pin',
        symbolSize: (value: number[]) => 18 + Math.min(12, 3 * ((value[2] ?? 1) - 1)),
        itemStyle: { color: '#2563eb' },
        data: [...shopsByCountry.entries()].map(([code, names]) => ({
          name: countryLabel(code, lang, universe),
          value: [...(points.get(code) ?? [0, 0]), names.length],
          shops: names,
        })),
      },
    ],
  };
}
