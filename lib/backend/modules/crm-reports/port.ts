/** What the CRM reports offer the other areas: this month's figures in the caller's report scope (the overview's). */
export { monthFigures } from './month-figures';
