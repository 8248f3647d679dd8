/** What the workbench offers the other areas' pages: a request's summary and its key figure (the dashboard's waiting approvals). */
export { keyFigure, RequestSummary } from './RequestSummary';
