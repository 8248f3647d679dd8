import { sendOutbound, type OutboundOutcome } from '../../../http/outbound';
import { failed, type SendContext, type SendOutcome } from './channel';

/**
 * Posts a robot's or webhook's JSON through the shared outbound rules (public hosts, or private
 * ones an administrator allows) and reads the platform's answer: a 2xx status, and for robots an
 * error code of 0 (WeCom and DingTalk answer errcode/errmsg, Feishu code/msg or StatusCode).
 */
export async function postJson(url: string, body: string, context: SendContext, headers: { name: string; value: string }[] = []): Promise<OutboundOutcome> {
  return sendOutbound(
    { method: 'POST', url, headers: [{ name: 'content-type', value: 'application/json; charset=utf-8' }, ...headers], body },
    { allowedHosts: context.allowedHosts, publicHosts: true },
    { timeoutMs: context.timeoutMs, limitBytes: 64 * 1024 },
  );
}

/** The outcome of a robot's answer: failures of the call, a failing status, or a non-zero error code with the platform's message. */
export function robotOutcome(outcome: OutboundOutcome, codeOf?: (answer: Record<string, unknown>) => { code: unknown; message: unknown } | null): SendOutcome {
  if (!outcome.ok) return failed(outcome.failure.reason, outcome.failure.values);
  if (outcome.status < 200 || outcome.status > 299) return failed('notifications.errors.status', { status: String(outcome.status) });
  if (!codeOf) return { ok: true };
  let answer: unknown;
  try {
    answer = JSON.parse(outcome.text);
  } catch {
    return failed('notifications.errors.notJson', { text: outcome.text.slice(0, 100) });
  }
  const found = answer && typeof answer === 'object' ? codeOf(answer as Record<string, unknown>) : null;
  if (!found) return failed('notifications.errors.notJson', { text: outcome.text.slice(0, 100) });
  if (found.code === 0 || found.code === '0') return { ok: true };
  return failed('notifications.errors.robotAnswered', { code: String(found.code), message: String(found.message ?? '').slice(0, 200) });
}
