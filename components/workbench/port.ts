/** What the workbench offers the other areas' pages: a request's summary and its key figure (the dashboard's waiting approvals). */
export { keyFigure, RequestSummary } from './RequestSummary';
/** 个人中心's default handwritten signature. */
export { DefaultSignatureSettings } from './DefaultSignatureSettings';
