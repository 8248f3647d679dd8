import { customerAutoReturnJob } from '../modules/customers/auto-return-job';
import { excelImportJob } from '../modules/excel/import-job';
import type { AnyJobDef } from './define-job';
import { housekeepingJob } from './housekeeping';
import { notifySendJob } from '../modules/notifications/send-job';
import { overdueReminderJob } from '../modules/workflow/jobs/overdue-reminder-job';
import { notifyDigestJob } from '../modules/notification-rules/digest-job';
import { workflowTimerJob } from '../modules/workflow/jobs/timer-job';
import { workflowServiceCallJob } from '../modules/workflow/jobs/service-call-job';

/** Every background job, registered by each process at start-up (lib/backend/startup.ts). */
export const jobCatalogue: readonly AnyJobDef[] = [excelImportJob, housekeepingJob, overdueReminderJob, customerAutoReturnJob, workflowTimerJob, workflowServiceCallJob, notifySendJob, notifyDigestJob];
