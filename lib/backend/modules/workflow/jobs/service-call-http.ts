import { failingStatus } from '@/lib/workflow/service-task';
import type { ServiceCallRequest } from '../../../db/schema/workflow-service-calls';
import { sendOutbound, type OutboundOptions } from '../../../http/outbound';

/**
 * Sending an HTTP task's request through the shared outbound rules (lib/backend/http/outbound.ts):
 * only to a host an administrator allows in 服务调用设置, with a time limit, a cap on the answer and
 * no redirect followed. What it adds: the task's failing status codes, and its answer as a value.
 */

/** Why a call failed: a message key (under workflow.http, or outbound for the shared rules' own reasons) with its values. */
export interface CallFailure {
  reason: string;
  values: Record<string, string>;
}

export type CallOutcome = { ok: true; status: number; value: unknown } | { ok: false; failure: CallFailure };

export type SendOptions = OutboundOptions;

/** The reasons the approvals' messages word themselves (naming 服务调用设置); the others keep the shared wording. */
const TASK_WORDED = new Set(['badUrl', 'notAllowed', 'badHeader', 'timeout', 'network', 'redirect', 'tooLarge']);

/** A JSON answer becomes its value, anything else its text. */
function valueOf(text: string, contentType: string | null): unknown {
  if (!/\bjson\b/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function sendRequest(request: ServiceCallRequest, allowedHosts: readonly string[], options: SendOptions = {}): Promise<CallOutcome> {
  const outcome = await sendOutbound(request, { allowedHosts, publicHosts: false }, options);
  if (!outcome.ok) {
    const reason = outcome.failure.reason.replace(/^outbound\./, '');
    return { ok: false, failure: { reason: TASK_WORDED.has(reason) ? `workflow.http.${reason}` : outcome.failure.reason, values: outcome.failure.values } };
  }
  if (failingStatus(outcome.status, request.failStatusCodes)) return { ok: false, failure: { reason: 'workflow.http.status', values: { status: String(outcome.status) } } };
  return { ok: true, status: outcome.status, value: valueOf(outcome.text, outcome.contentType) };
}
