import { z } from 'zod';
import { envelopeResponse, fail, ok, ResultCode } from '@/lib/contract/envelope';
import { LEAD_LIMITS, leadCapturePaths, leadCaptureSchema } from '@/lib/contract/lead-capture';
import { crmClue } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { callerAddress } from '../../http/caller-address';
import { defineRoute, type RouteDef } from '../../http/route';
import { distributeByRule } from './distribution';
import { notifySalesAdmins, realnameOf } from './sales-admins';
import { processLeadLimiter } from './submission-limit';

/** A new lead waits in the pool: nobody follows it yet. */
const NEW_CLUE_STATUS = 'new';

/**
 * The public site's enquiry call: no session. A filled trap field, a body or field over its
 * limit, a wrong mobile number and a client address that sent too many are each refused with
 * their reason in the caller's language; an accepted enquiry becomes a lead in the pool, handed
 * out at once while a distribution rule is on, and every sales administrator gets an unread
 * message about it.
 */
const submit = defineRoute({
  method: 'POST',
  path: leadCapturePaths.submit,
  tag: 'clue-public',
  access: 'public',
  summary: `Public enquiry (message board, reseller application, order request) into the lead pool: source, contact_name, company_name, mobile, email, region, intention, content; the trap field must stay empty; at most LEAD_LIMIT_PER_ADDRESS per client address per window (429 with retry-after); body up to ${LEAD_LIMITS.bodyBytes} bytes`,
  maxBodyBytes: LEAD_LIMITS.bodyBytes,
  input: leadCaptureSchema,
  output: z.null(),
  async handler({ db, req, input, services, t }) {
    const limiter = services.leadLimiter ?? (await processLeadLimiter(services.counterStore('lead_submit_limits')));
    const verdict = await limiter.take(callerAddress(req));
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
      return envelopeResponse(fail(ResultCode.tooManyRequests, t('siteLeads.api.tooMany', { minutes })), {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      });
    }
    await db.transaction(async (tx) => {
      const [lead] = await tx.insert(crmClue).values({
        clue_key: newRecordKey(),
        contact_name: input.contact_name,
        company_name: input.company_name,
        mobile: input.mobile,
        email: input.email,
        source: input.source,
        intention: input.intention,
        region: input.region,
        content: input.content,
        status: NEW_CLUE_STATUS,
        follower: null,
      }).returning();
      // While a distribution rule is on, the lead goes to its follower at once (who is told).
      const { assignments } = await distributeByRule(tx, [lead!], { onlyIfEnabled: true });
      await notifySalesAdmins(tx, input, await realnameOf(tx, assignments.get(lead!.clue_key) ?? null));
    });
    return ok(null, 'siteLeads.api.thanks');
  },
});

export const publicClueRoutes = [submit] as RouteDef<never>[];
