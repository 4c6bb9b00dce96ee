import type { FunnelSeriesOption } from 'echarts/charts';
import { FunnelChart } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use, type ComposeOption } from 'echarts/core';
import { EChart } from '../components/EChart';

export type FunnelChartOption = ComposeOption<
  FunnelSeriesOption | TooltipComponentOption | LegendComponentOption
>;

// Apart from BasicEChart: only a dashboard with a funnel loads the funnel series.
use([FunnelChart, TooltipComponent, LegendComponent]);

export default EChart;
