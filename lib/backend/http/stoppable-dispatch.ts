import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { translate } from '@/lib/i18n/messages';
import type { CallGate } from './call-gate';
import { callerLocale } from './dispatch';

/** How long a client is asked to wait before it tries again: another process is serving by then, or this one again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The dispatcher behind a gate a stop closes (see CallGate): a call arriving once the process is
 * stopping is answered 503 in the caller's language before it touches the database.
 */
export function stoppableDispatch(dispatch: (req: Request) => Promise<Response>, gate: CallGate): (req: Request) => Promise<Response> {
  return async (req) =>
    (await gate.pass(() => dispatch(req))) ??
    envelopeResponse(fail(ResultCode.serviceUnavailable, translate(callerLocale(req), 'api.stopping')), { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
}
