/** What the project budget area offers the other areas: what was paid on a project (the overview's and the report's budget use). */
export { paidOf } from './figures';
