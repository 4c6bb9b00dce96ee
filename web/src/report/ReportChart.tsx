import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { ReportResult } from '@adops/common/contract/report';
import { useTranslation } from '../i18n';
import { reportChartOption } from './chartOption';

const EChart = lazy(() => import('../components/BasicEChart'));

const HEIGHT = 320;

/** The chart the server asks for, over the rows shown; nothing when the page has none or no rows. */
export function ReportChart({ data }: { data: ReportResult }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const option = useMemo(
    () => (data.chart ? reportChartOption(data.chart, data.columns, data.rows, lang, t) : null),
    [data, lang, t],
  );
  if (!option) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="report-chart">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ height: HEIGHT }} />}>
        <EChart option={option} height={HEIGHT} />
      </Suspense>
    </Card>
  );
}
