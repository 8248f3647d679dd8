import { eq } from 'drizzle-orm';
import { defaultLocale } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/config/env';
import type { Db } from '../db/client';
import { wfInstance, wfPrint } from '../db/schema';
import { issueRequestPrint } from '../modules/workflow/operations/request-print';
import { PdfFontMissing } from '../print/pdf-font';

/**
 * One printed copy of 李娜's approved quote, issued under a code of its own, so the public check
 * knows a code on a fresh start (/verify/DEMQ7PRNT answers for that copy rather than "no such
 * code"). Only the copy's hash is kept, as for every print. Without the print font the seed goes on
 * without it: printing then refuses with its own message until the font is installed.
 */

export const DEMO_PRINT_CODE = 'DEMQ7PRNT';

export async function seedDemoWorkflowPrint(db: Db): Promise<void> {
  const [done] = await db.select({ code: wfPrint.code }).from(wfPrint).where(eq(wfPrint.code, DEMO_PRINT_CODE)).limit(1);
  if (done) return;
  const [quote] = await db.select().from(wfInstance).where(eq(wfInstance.business_key, 'DEMO-WF-APPROVED')).limit(1);
  if (!quote || quote.status !== 'APPROVED') return;
  const siteOrigin = serverEnv().SITE_URL ? new URL(serverEnv().SITE_URL!).origin : `http://localhost:${process.env.PORT || '3000'}`;
  try {
    await issueRequestPrint(db, quote, { issuer: { key: quote.initiator, name: quote.initiator_name }, locale: defaultLocale, siteOrigin, now: new Date() }, DEMO_PRINT_CODE);
  } catch (error) {
    if (!(error instanceof PdfFontMissing)) throw error;
    console.warn(`[seed] no demo print: ${error.message}`);
  }
}
