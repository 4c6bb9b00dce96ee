import { Card, Flex } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { toastSuccess } from '../api/notify';
import { useAheadQuery } from '../api/useAheadQuery';
import { useTranslation } from '../i18n';
import { HeaderControls, PanelActions } from './PanelHeader';
import { initialChoice, panelQueryKey, viewQueryKey } from './panels';
import type { PanelState } from './panelState';
import { PanelBody } from './PanelBody';
import { PanelFailed, RefreshButton } from './PanelStates';
import type { PanelDef, PanelView } from './types';

const ChoiceSelect = lazy(() => import('./ChoiceSelect'));

/** The choices of a panel's selector: its own, or read once; waiting while they are read. */
function usePanelChoices(dashboardId: string, def: PanelDef) {
  const load = def.choices?.load;
  const read = useQuery({
    queryKey: ['dashboardChoices', dashboardId, def.key],
    queryFn: () => load!(),
    enabled: Boolean(load),
    staleTime: Infinity,
  });
  const options = def.choices?.options ?? read.data ?? [];
  // Choices that could not be read leave the panel to load without one.
  const waiting = Boolean(load) && read.isPending;
  return { options, waiting, initial: initialChoice(options, def.choices?.initial) };
}

/**
 * One panel: its own query, so that it loads, fails, retries and refreshes apart from the others. A failure
 * with nothing loaded yet stands in place of the content; one after figures were shown stands above them. Its
 * selector and its table's pages change what it asks for; its actions change what the dashboard shows, which
 * then reloads (`onChanged`).
 */
export function Panel({
  dashboardId,
  def,
  onChanged,
}: {
  dashboardId: string;
  def: PanelDef;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const testId = `${dashboardId}-${def.key}`;
  const baseKey = panelQueryKey(dashboardId, def);
  const choices = usePanelChoices(dashboardId, def);
  const [set, setView] = useState<PanelView>({});
  const view: PanelView =
    set.choice === undefined && choices.initial !== undefined ? { ...set, choice: choices.initial } : set;
  const query = useAheadQuery({
    queryKey: viewQueryKey(baseKey, view),
    queryFn: ({ signal }) => def.load(signal, view),
    enabled: !choices.waiting,
    // Another choice or page keeps the rows shown until its own come.
    placeholderData: keepPreviousData,
    refetchInterval: def.refreshMs ?? false,
    // TanStack Query skips an interval's fetch while the document is hidden.
    refetchIntervalInBackground: false,
  });
  const { data, error, isFetching } = query;
  const loaded = data !== undefined;
  const refetch = () => void query.refetch();
  const state: PanelState = {
    testId,
    queryKey: baseKey,
    view,
    setView,
    changed: async () => {
      toastSuccess(t('common.saved'));
      await onChanged();
    },
  };

  const content = (
    <Flex vertical gap={def.title ? 12 : 16}>
      {error ? (
        <PanelFailed
          error={error}
          stale={loaded}
          onRetry={refetch}
          retrying={isFetching}
          testId={`${testId}-retry`}
        />
      ) : null}
      {error && !loaded ? null : (
        <PanelBody
          def={def}
          data={data}
          loading={!loaded}
          state={state}
          testId={(key) => `${dashboardId}-card-${key}`}
        />
      )}
    </Flex>
  );
  if (!def.title) return <div data-testid={testId}>{content}</div>;
  return (
    <Card
      data-testid={testId}
      title={t(def.title, def.titleParams)}
      extra={
        <HeaderControls>
          {def.choices ? (
            <Suspense fallback={null}>
              <ChoiceSelect
                choices={choices.options}
                value={view.choice}
                read={Boolean(def.choices.load)}
                loading={choices.waiting}
                testId={testId}
                // Another choice starts from its first page.
                onChange={(choice) => setView({ choice })}
              />
            </Suspense>
          ) : null}
          {def.actions ? <PanelActions actions={def.actions} data={data} state={state} /> : null}
          <RefreshButton onRefresh={refetch} fetching={isFetching} testId={`${testId}-refresh`} />
        </HeaderControls>
      }
      style={{ height: '100%' }}
      styles={{ body: { padding: 12 } }}
    >
      {content}
    </Card>
  );
}
