import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { EChart } from '../../components/EChart';

// What the options of HomeCharts.tsx use, and no more. This module is loaded on its own (ECharts is most of
// the page's weight), so that the cards and the charts' frames show while it loads.
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent]);

export default EChart;
