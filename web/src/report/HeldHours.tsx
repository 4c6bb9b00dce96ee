import { Alert } from 'antd';
import type { ReportResult } from '@adops/common/contract/report';
import { useTranslation } from '../i18n';

/** Says that a report by hour shows fewer days than were asked for: hours are kept only a few weeks. */
export function HeldHours({ data, asked }: { data: ReportResult | undefined; asked: string | undefined }) {
  const { t } = useTranslation();
  if (!data?.heldFrom || !asked || asked >= data.start) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="report-held-hours"
      title={t('report.heldHours', { from: data.heldFrom, start: data.start, end: data.end })}
    />
  );
}
