'use client';

import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the chart kinds the reports draw: the full echarts bundle is several times larger.
echarts.use([BarChart, LineChart, PieChart, FunnelChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
