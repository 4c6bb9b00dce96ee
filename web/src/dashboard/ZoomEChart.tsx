import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { use, type ComposeOption } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { EChart } from '../components/EChart';

/** Lines and bars on a grid that zooms: dragged or scrolled inside the plot, or with a slider under it. */
export type ZoomChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
>;

// Apart from BasicEChart: only a dashboard with a zooming chart loads the zoom.
use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  // Labels on many values give way to each other (`labelLayout.hideOverlap`).
  LabelLayout,
]);

export default EChart;
