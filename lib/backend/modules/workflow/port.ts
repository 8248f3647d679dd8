/**
 * What the workflow area offers the other areas beside the approval engine it plugs into the
 * entity engine (lib/backend/entity/approval-port.ts): the condition on the tasks waiting for the
 * caller, how many of them are overdue (the to-do reminders), the summaries of listed requests
 * (the overview's waiting approvals), their process and step names in the reader's language, and the
 * numbering kind of requests with its next number (编号规则).
 */
export { overdueTaskCount, pendingFor } from './routes/list-routes';
export { rowSummaries } from './store/row-summaries';
export { readerNames } from './store/reader-names';
export { nextRequestNumber, REQUEST_NUMBER_KIND } from './store/request-number';
