import { lazy, Suspense, type ReactNode } from 'react';
import { CardsPanel } from './kinds/CardsPanel';
import { CHART_HEIGHT, ChartPanel } from './kinds/ChartPanel';
import { isEmptyPanel } from './panels';
import type { PanelState } from './panelState';
import { PanelEmpty, PanelLoading } from './PanelStates';
import type { PanelDef } from './types';

// A dashboard loads the kinds it has: antd's Table is heavy, and Home, the page most opened, has none of these.
const TablePanel = lazy(() => import('./kinds/TablePanel'));
const RankingPanel = lazy(() => import('./kinds/RankingPanel'));
const ProgressPanel = lazy(() => import('./kinds/ProgressPanel'));
const HeatPanel = lazy(() => import('./kinds/HeatPanel'));

/** A kind loaded on its own: the loading state stays until its code is in. */
const Loaded = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PanelLoading />}>{children}</Suspense>
);

const heightOf = (def: PanelDef) =>
  def.kind === 'line' || def.kind === 'bar' || def.kind === 'pie' || def.kind === 'funnel'
    ? (def.height ?? CHART_HEIGHT)
    : undefined;

interface BodyProps {
  def: PanelDef;
  /** Undefined while nothing has loaded. */
  data: unknown;
  loading: boolean;
  state: PanelState;
  /** A figure card's test id by its key. */
  testId: (key: string) => string;
}

/** What a panel draws from its data, by kind; the loading and empty states as tall as the content. */
export function PanelBody({ def, data, loading, state, testId }: BodyProps) {
  const height = heightOf(def);
  if (loading)
    // Figure cards are their own skeletons, so that the row keeps its shape while it loads.
    return def.kind === 'cards' ? (
      <CardsPanel def={def} data={data} loading state={state} testId={testId} />
    ) : (
      <PanelLoading height={height} />
    );
  if (isEmptyPanel(def, data)) return <PanelEmpty height={height} />;
  switch (def.kind) {
    case 'cards':
      return <CardsPanel def={def} data={data} loading={false} state={state} testId={testId} />;
    case 'ranking':
      return (
        <Loaded>
          <RankingPanel def={def} data={data} />
        </Loaded>
      );
    case 'table':
      return (
        <Loaded>
          <TablePanel def={def} data={data} state={state} />
        </Loaded>
      );
    case 'progress':
      return (
        <Loaded>
          <ProgressPanel def={def} data={data} testId={state.testId} />
        </Loaded>
      );
    case 'heat':
      return (
        <Loaded>
          <HeatPanel def={def} data={data} />
        </Loaded>
      );
    default:
      return <ChartPanel def={def} data={data} />;
  }
}
