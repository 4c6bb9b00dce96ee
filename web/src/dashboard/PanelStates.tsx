import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from '../i18n';

/** As tall as the content it stands for, so that the grid does not jump when it arrives. */
export function PanelLoading({ height }: { height?: number | undefined }) {
  return (
    <Flex align="center" style={height ? { height } : undefined}>
      <Skeleton active paragraph={{ rows: height ? 6 : 3 }} style={{ width: '100%' }} />
    </Flex>
  );
}

export function PanelEmpty({ height }: { height?: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={height ? { height } : undefined}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
    </Flex>
  );
}

export interface Retry {
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}

/**
 * A load that failed: with nothing to show, what the server said; with the last figures still shown, that
 * they are not fresh. Either way a retry. (An Alert, not a Result: Result's illustrations weigh ten KB.)
 */
export function PanelFailed({
  error,
  stale,
  onRetry,
  retrying,
  testId,
}: Retry & { error: Error; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={stale ? 'warning' : 'error'}
      showIcon
      title={stale ? t('dashboard.refreshFailed') : t('common.loadFailed')}
      {...(!stale && error.message ? { description: error.message } : {})}
      action={
        <Button size="small" onClick={onRetry} loading={retrying} data-testid={testId}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export function RefreshButton({
  onRefresh,
  fetching,
  testId,
}: {
  onRefresh: () => void;
  fetching: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      size="small"
      icon={<ReloadOutlined spin={fetching} />}
      title={t('dashboard.refresh')}
      aria-label={t('dashboard.refresh')}
      disabled={fetching}
      onClick={onRefresh}
      data-testid={testId}
    />
  );
}
