import { Button, Popconfirm } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_MAX_ROWS } from '@adops/common/contract/export';
import { thousands } from '@adops/common/format';
import { useTranslation } from '../i18n';

/**
 * The export of a list or a report: disabled with nothing to export; a result larger than one sheet holds asks
 * first, saying that the file holds the first rows (the file says so too).
 */
export function ExportButton({
  total,
  loading,
  testId,
  onExport,
}: {
  total: number | undefined;
  loading: boolean;
  testId: string;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const button = (cut: boolean) => (
    <Button
      icon={<DownloadOutlined />}
      loading={loading}
      disabled={!total}
      data-testid={testId}
      {...(cut ? {} : { onClick: onExport })}
    >
      {t('resource.export')}
    </Button>
  );
  if (!total || total <= EXPORT_MAX_ROWS) return button(false);
  return (
    <Popconfirm
      title={t('resource.exportTooMany', { max: thousands(EXPORT_MAX_ROWS), total: thousands(total) })}
      okText={t('resource.export')}
      cancelText={t('common.cancel')}
      onConfirm={onExport}
    >
      {button(true)}
    </Popconfirm>
  );
}
