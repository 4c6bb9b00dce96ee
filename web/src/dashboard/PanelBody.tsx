import { lazy, Suspense } from 'react';
import { CardsPanel } from './kinds/CardsPanel';
import { CHART_HEIGHT, ChartPanel } from './kinds/ChartPanel';
import { HeatPanel } from './kinds/HeatPanel';
import { ProgressPanel } from './kinds/ProgressPanel';
import { RankingPanel } from './kinds/RankingPanel';
import { isEmptyPanel } from './panels';
import { PanelEmpty, PanelLoading } from './PanelStates';
import type { PanelDef } from './types';

// antd's Table is heavy, and a dashboard without a table panel should not load it.
const TablePanel = lazy(() => import('./kinds/TablePanel'));

const heightOf = (def: PanelDef) =>
  def.kind === 'line' || def.kind === 'bar' || def.kind === 'pie' || def.kind === 'funnel'
    ? (def.height ?? CHART_HEIGHT)
    : undefined;

interface BodyProps {
  def: PanelDef;
  /** Undefined while nothing has loaded. */
  data: unknown;
  loading: boolean;
  testId: (key: string) => string;
}

/** What a panel draws from its data, by kind; the loading and empty states as tall as the content. */
export function PanelBody({ def, data, loading, testId }: BodyProps) {
  const height = heightOf(def);
  if (loading)
    // Figure cards are their own skeletons, so that the row keeps its shape while it loads.
    return def.kind === 'cards' ? (
      <CardsPanel def={def} data={data} loading testId={testId} />
    ) : (
      <PanelLoading height={height} />
    );
  if (isEmptyPanel(def, data)) return <PanelEmpty height={height} />;
  switch (def.kind) {
    case 'cards':
      return <CardsPanel def={def} data={data} loading={false} testId={testId} />;
    case 'ranking':
      return <RankingPanel def={def} data={data} />;
    case 'table':
      return (
        <Suspense fallback={<PanelLoading />}>
          <TablePanel def={def} data={data} />
        </Suspense>
      );
    case 'progress':
      return <ProgressPanel def={def} data={data} />;
    case 'heat':
      return <HeatPanel def={def} data={data} />;
    default:
      return <ChartPanel def={def} data={data} />;
  }
}
