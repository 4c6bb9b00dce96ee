import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use, type ComposeOption } from 'echarts/core';
import { EChart } from './EChart';

/** The charts of the console (Home's, the reports'): lines, bars and pies on a grid, with tooltip and legend. */
export type BasicChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

// What those options use, and no more. This module is loaded on its own (ECharts is most of a page's weight),
// so that a page shows its figures while the charts load, and a page without one never loads it.
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent]);

export default EChart;
