/**
 * The calls of the approval engine's HTTP tasks and the dialog text they take (see
 * workflow-service-calls.ts for what they take and answer).
 */

const BPM = '/api/bpm/biz/bpm';

export const serviceCallPaths = {
  /** GET: the allowed hosts; POST: replace them (administrators). */
  setting: `${BPM}/setting/serviceCalls`,
  /** GET: the HTTP task calls of a request (processInstanceId). */
  calls: `${BPM}/process/instance/serviceCalls`,
  /** POST: an administrator sends a request's failed calls again (processInstanceId). */
  retry: `${BPM}/process/instance/retryServiceCalls`,
} as const;

/** The hosts text of the settings dialog: one entry per line, blank lines ignored. */
export const hostsFromText = (text: string) => text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
