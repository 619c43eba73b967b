/**
 * One ECharts chart (bars, lines, pies with tooltip, legend, grid and zoom), for the signed-in and public screens that
 * chart figures (business reports, the own-deal index). ECharts is imported when the first chart mounts, as its own
 * chunk, so a page pays for it only when it shows a chart; the chart follows its box's size.
 */
import { useEffect, useRef, useState } from 'react';
import type * as EchartsCore from 'echarts/core';

type TEchartsCore = typeof EchartsCore;
type TChart = ReturnType<TEchartsCore['init']>;
export type TChartOption = Parameters<TChart['setOption']>[0];

let loading: Promise<TEchartsCore> | null = null;

function loadEcharts(): Promise<TEchartsCore> {
  loading ??= Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]).then(
    ([core, charts, components, renderers]) => {
      core.use([
        charts.BarChart,
        charts.LineChart,
        charts.PieChart,
        components.GridComponent,
        components.TooltipComponent,
        components.LegendComponent,
        components.DataZoomComponent,
        components.MarkLineComponent,
        components.TitleComponent,
        renderers.CanvasRenderer,
      ]);
      return core;
    },
  );
  return loading;
}

export function EChart({ option, height = 280, testId, label }: { option: TChartOption; height?: number; testId?: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<TChart | null>(null);

  useEffect(() => {
    let disposed = false;
    let instance: TChart | null = null;
    let observer: ResizeObserver | null = null;
    void loadEcharts().then((echarts) => {
      if (disposed || !box.current) return;
      instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => instance?.resize());
      observer.observe(box.current);
      setChart(instance);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return <div ref={box} style={{ width: '100%', height }} role="img" aria-label={label} data-testid={testId} data-ready={chart ? 'true' : 'false'} />;
}
