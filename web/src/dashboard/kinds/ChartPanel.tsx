import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { PanelLoading } from '../PanelStates';
import type { PanelDef } from '../types';

// Loaded on their own (ECharts is most of a page's weight): the figures show while the charts load.
const BasicChart = lazy(() => import('../../components/BasicEChart'));
const FunnelChart = lazy(() => import('../FunnelEChart'));

export type ChartDef = Extract<PanelDef, { kind: 'line' | 'bar' | 'pie' | 'funnel' }>;

export const CHART_HEIGHT = 320;

/**
 * False until the page has painted once with this panel: a panel's data may come with the figures' (both asked
 * ahead), and the chart's library, loaded and run then, would hold the figures back.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function ChartPanel({ def, data }: { def: ChartDef; data: unknown }) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => def.option(data, t, i18n.language), [def, data, t, i18n.language]);
  const height = def.height ?? CHART_HEIGHT;
  const Chart = def.kind === 'funnel' ? FunnelChart : BasicChart;
  const painted = usePainted();
  if (!painted) return <PanelLoading height={height} />;
  return (
    <Suspense fallback={<PanelLoading height={height} />}>
      <Chart option={option} height={height} />
    </Suspense>
  );
}
