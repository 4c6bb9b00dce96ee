import { Card, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { ReportColumn, ReportRow } from '@adops/common/contract/report';
import { call } from '../api/resource';
import { useTranslation } from '../i18n';
import { reportChartOption } from '../report/chartOption';
import type { ResourceChartDef } from './types';

const EChart = lazy(() => import('../components/BasicEChart'));

const HEIGHT = 280;

/**
 * A list's chart: its own endpoint read with the list's filters (every row they keep, not the page's), drawn as
 * the reports draw theirs. Nothing while there is nothing to draw.
 */
export function ResourceChart({
  chart,
  filters,
  testId,
}: {
  chart: ResourceChartDef;
  filters: Record<string, unknown>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows = useQuery({
    queryKey: ['resourceChart', chart.endpoint.url, filters],
    queryFn: ({ signal }) => call<ReportRow[]>(chart.endpoint, filters, signal),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(() => {
    const columns: ReportColumn[] = [chart.x, ...chart.series].map((c) => ({
      key: c.key,
      zh: t(c.title),
      en: t(c.title),
      kind: c.kind ?? 'count',
      sortable: false,
    }));
    return rows.data
      ? reportChartOption(
          { type: chart.type, x: chart.x.key, series: chart.series.map((c) => c.key) },
          columns,
          rows.data,
          lang,
          t,
        )
      : null;
  }, [rows.data, chart, lang, t]);
  if (!option) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={`${testId}-chart`}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} style={{ height: HEIGHT }} />}>
        <EChart option={option} height={HEIGHT} />
      </Suspense>
    </Card>
  );
}
