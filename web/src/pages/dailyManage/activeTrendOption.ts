import type { Translate } from '../../i18n';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ActiveStats } from '@adops/common/contract/activeCustomer';
import { CHART_GRID_ABOVE_LEGEND, CHART_LEGEND } from '../../components/chartLayout';

export type ActiveTrendOption = ComposeOption<
  LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

const SERIES = [
  ['biz.activeCount', 'active'],
  ['biz.freshCount', 'fresh'],
  ['biz.returningCount', 'returning'],
] as const;

/** Active, new and returning customers month by month: a line each, the legend below the months. */
export function activeTrendOption(data: ActiveStats | undefined, t: Translate): ActiveTrendOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: CHART_LEGEND,
    grid: CHART_GRID_ABOVE_LEGEND,
    xAxis: { type: 'category', data: (data?.months ?? []).map((m) => m.slice(0, 7)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: SERIES.map(([title, key]) => ({
      name: t(title),
      type: 'line',
      smooth: true,
      data: (data?.total ?? []).map((c) => c[key]),
    })),
  };
}
