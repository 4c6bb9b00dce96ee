import { Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  HOME_TOP_CUSTOMERS,
  HOME_TREND_DAYS,
  type HomeCharts as Charts,
} from '@adops/common/contract/dashboard';
import { centsToYuan, formatYuan, thousands } from '@adops/common/format';
import type { BasicChartOption } from '../../components/BasicEChart';
import { CHART_GRID, CHART_LEGEND } from '../../components/chartLayout';
import { useTranslation } from '../../i18n';

const EChart = lazy(() => import('../../components/BasicEChart'));

type Option = BasicChartOption;

type Translate = (key: string, params?: Record<string, string | number>) => string;

const HEIGHT = 320;

/** The series carry yuan; tooltips show them as the cards do, with separators and up to two decimals. */
const yuanText = (value: unknown) => formatYuan(Math.round(Number(value) * 100));
const moneyAxis = (t: Translate) => ({
  type: 'value' as const,
  name: t('home.yuan'),
  axisLabel: { formatter: (value: number) => thousands(value) },
});

export function trendOption(trend: Charts['trend'], t: Translate): Option {
  return {
    grid: CHART_GRID,
    tooltip: { trigger: 'axis', valueFormatter: yuanText },
    xAxis: { type: 'category', boundaryGap: false, data: trend.map((p) => p.day.slice(5)) },
    yAxis: moneyAxis(t),
    series: [
      {
        type: 'line',
        name: t('home.spend'),
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: trend.map((p) => centsToYuan(p.fee)),
      },
    ],
  };
}

export function departmentOption(byDepartment: Charts['byDepartment'], t: Translate): Option {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0] : p;
        return item ? `${item.name}<br/>${yuanText(item.value)} (${item.percent ?? 0}%)` : '';
      },
    },
    legend: CHART_LEGEND,
    series: [
      {
        type: 'pie',
        name: t('home.spend'),
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}: {d}%' },
        // Small slices crowd their labels together: the legend and the tooltip name them instead.
        labelLayout: { hideOverlap: true },
        minShowLabelAngle: 8,
        data: byDepartment.map((d) => ({
          name: d.name ?? t('home.noDepartment'),
          value: centsToYuan(d.fee),
        })),
      },
    ],
  };
}

export function customerOption(topCustomers: Charts['topCustomers'], t: Translate): Option {
  return {
    grid: CHART_GRID,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: yuanText },
    // The unit under the axis: at its end it would sit on the last amount.
    xAxis: { ...moneyAxis(t), nameLocation: 'middle', nameGap: 28 },
    yAxis: {
      type: 'category',
      // The largest at the top.
      inverse: true,
      data: topCustomers.map((c) => c.name),
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [{ type: 'bar', name: t('home.spend'), data: topCustomers.map((c) => centsToYuan(c.fee)) }],
  };
}

function ChartCard({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} title={title} styles={{ body: { padding: 12 } }}>
      {children}
    </Card>
  );
}

/** What stands where a chart is not drawn, as tall as a chart so that the page does not jump. */
function ChartPlaceholder({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ height: HEIGHT }}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} style={{ width: '100%' }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
      )}
    </Flex>
  );
}

/** The charts of the Home page; `charts` undefined shows them loading. */
export function HomeChartsGrid({ charts }: { charts: Charts | undefined }) {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      charts && {
        trend: charts.trend.some((p) => p.fee !== 0) ? trendOption(charts.trend, t) : null,
        departments: charts.byDepartment.some((d) => d.fee !== 0)
          ? departmentOption(charts.byDepartment, t)
          : null,
        customers: charts.topCustomers.length ? customerOption(charts.topCustomers, t) : null,
      },
    [charts, t],
  );
  const body = (option: Option | null | undefined) =>
    option ? (
      <Suspense fallback={<ChartPlaceholder loading />}>
        <EChart option={option} height={HEIGHT} />
      </Suspense>
    ) : (
      <ChartPlaceholder loading={option === undefined} />
    );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <ChartCard testId="home-chart-trend" title={t('home.trend', { days: HOME_TREND_DAYS })}>
          {body(options?.trend)}
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard testId="home-chart-departments" title={t('home.byDepartment')}>
          {body(options?.departments)}
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          testId="home-chart-customers"
          title={t('home.topCustomers', { count: HOME_TOP_CUSTOMERS })}
        >
          {body(options?.customers)}
        </ChartCard>
      </Col>
    </Row>
  );
}
