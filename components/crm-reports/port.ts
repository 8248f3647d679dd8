/** What the CRM reports offer the other areas' pages: their chart and its colours and axis styles (the project report draws with them). */
export { AXIS_TEXT, CHART_COLOURS, ReportChart, SPLIT_LINE } from './ReportChart';
