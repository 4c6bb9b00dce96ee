import { Button, Empty, Result } from 'antd';
import { useTranslation } from '../i18n';

/** What a table shows where its rows would be: the failure with a retry, or the plain empty state. */
export function TableEmpty({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />;
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      extra={
        <Button onClick={onRetry} data-testid="load-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
