import { lazy, Suspense, useMemo } from 'react';
import { usePainted } from '../../components/usePainted';
import { useTranslation } from '../../i18n';
import { PanelLoading } from '../PanelStates';
import type { PanelDef } from '../types';

// Loaded on their own (ECharts is most of a page's weight): the figures show while the charts load.
const BasicChart = lazy(() => import('../../components/BasicEChart'));
const FunnelChart = lazy(() => import('../FunnelEChart'));
const ZoomChart = lazy(() => import('../ZoomEChart'));

export type ChartDef = Extract<PanelDef, { kind: 'line' | 'bar' | 'pie' | 'funnel' }>;

export const CHART_HEIGHT = 320;

export function ChartPanel({ def, data }: { def: ChartDef; data: unknown }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => def.option(data, t, i18n.language), [def, data, t, i18n.language]);
  const height = def.height ?? CHART_HEIGHT;
  // An option that zooms brings the zoom's code; the others do without it.
  const Chart = def.kind === 'funnel' ? FunnelChart : 'dataZoom' in option ? ZoomChart : BasicChart;
  // The data may come with the figures' (both asked ahead): the chart's library, loaded and run then, would
  // hold the figures back.
  const painted = usePainted();
  if (!painted) return <PanelLoading height={height} />;
  return (
    <Suspense fallback={<PanelLoading height={height} />}>
      <Chart option={option} height={height} />
    </Suspense>
  );
}
