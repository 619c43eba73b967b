/**
 * The /universe world map: ECharts (tree-shaken: map and lines charts, geo, tooltip, visual map, canvas renderer)
 * with world-atlas's 110m countries; ports placed by their UN/LOCODE coordinates (server reference data). Only this lazy chunk imports them, so no other page pays for a chart library
 * or a map.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as echarts from 'echarts/core';
import { LinesChart, MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { Topology } from 'topojson-specification';
import type { TUniverse } from '@scrapbridge/domain/site';
import type { TLang } from '@scrapbridge/domain/i18n';
import worldAtlas from 'world-atlas/countries-110m.json';
import { countryPoints, universeOption, WORLD_MAP_NAME, worldFeatures } from '../lib/universe-model.ts';
import type { TUniverseMode } from '../lib/universe-labels.ts';

echarts.use([MapChart, LinesChart, ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

const world = worldFeatures(worldAtlas as unknown as Topology);
const points = countryPoints(world);
// ECharts' map registration takes GeoJSON; its own type is looser than the geojson package's.
echarts.registerMap(WORLD_MAP_NAME, world as unknown as Parameters<typeof echarts.registerMap>[1]);

export default function UniverseMap({ universe, lang, mode, active, reducedMotion }: {
  universe: TUniverse | null;
  lang: TLang;
  mode: TUniverseMode;
  /** False while the kept-alive page is hidden: no drawing into a zero-sized box. */
  active: boolean;
  reducedMotion: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
    setChart(instance);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      setChart(null);
    };
  }, []);

  useEffect(() => {
    if (!chart) return;
    chart.setOption(
      universeOption({
        universe,
        points,
        lang,
        mode,
        reducedMotion,
        labels: {
          sellers: t('site.universe.sellers'),
          buyers: t('site.universe.buyers'),
          shops: t('site.universe.shopsOnMap'),
          weight: t('site.universe.weight'),
          deals: (count) => t('site.universe.deals', { count }),
          high: t('site.universe.high'),
          low: t('site.universe.low'),
        },
      }),
      { notMerge: true },
    );
  }, [chart, universe, lang, mode, reducedMotion, t]);

  useEffect(() => {
    if (active) chart?.resize();
  }, [active, chart]);

  return <div ref={box} className="sb-universe-map" role="img" aria-label={t('site.universe.mapLabel')} data-testid="universe-map" />;
}
