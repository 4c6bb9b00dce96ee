import { Card, Flex } from 'antd';
import { useAheadQuery } from '../api/useAheadQuery';
import { useTranslation } from '../i18n';
import { panelQueryKey } from './panels';
import { PanelBody } from './PanelBody';
import { PanelFailed, RefreshButton } from './PanelStates';
import type { PanelDef } from './types';

/**
 * One panel: its own query, so that it loads, fails, retries and refreshes apart from the others. A failure
 * with nothing loaded yet stands in place of the content; one after figures were shown stands above them.
 */
export function Panel({ dashboardId, def }: { dashboardId: string; def: PanelDef }) {
  const { t } = useTranslation();
  const queryKey = panelQueryKey(dashboardId, def);
  const query = useAheadQuery({
    queryKey,
    queryFn: ({ signal }) => def.load(signal),
    refetchInterval: def.refreshMs ?? false,
    // TanStack Query skips an interval's fetch while the document is hidden.
    refetchIntervalInBackground: false,
  });
  const { data, error, isFetching } = query;
  const loaded = data !== undefined;
  const testId = `${dashboardId}-${def.key}`;
  const refetch = () => void query.refetch();

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
        <PanelBody def={def} data={data} loading={!loaded} testId={(key) => `${dashboardId}-card-${key}`} />
      )}
    </Flex>
  );
  if (!def.title) return <div data-testid={testId}>{content}</div>;
  return (
    <Card
      data-testid={testId}
      title={t(def.title, def.titleParams)}
      extra={<RefreshButton onRefresh={refetch} fetching={isFetching} testId={`${testId}-refresh`} />}
      style={{ height: '100%' }}
      styles={{ body: { padding: 12 } }}
    >
      {content}
    </Card>
  );
}
