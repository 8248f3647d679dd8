/**
 * What the workflow area offers the other areas beside the approval engine it plugs into the
 * entity engine (lib/backend/entity/approval-port.ts): the condition on the tasks waiting for the
 * caller, how many of them are overdue (the to-do reminders) and the summaries of listed requests
 * (the overview's waiting approvals).
 */
export { overdueTaskCount, pendingFor } from './routes/list-routes';
export { rowSummaries } from './store/row-summaries';
