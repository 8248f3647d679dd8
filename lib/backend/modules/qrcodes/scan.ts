import { and, eq, sql } from 'drizzle-orm';
import { crmQrcode } from '../../db/schema';
import type { BackendServices } from '../../services';
import { isSitePath } from './target';

/**
 * A scan of a counting address /q/{scanKey}: adds one to the live code's counter and answers the
 * stored site path to redirect to; null when no live code on a site path has that key. Only a path
 * on this site is ever answered, so the address never leads elsewhere.
 */
export async function scanQrCode(services: BackendServices, scanKey: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(scanKey)) return null;
  const [row] = await services.db.update(crmQrcode)
    .set({ scan_count: sql`${crmQrcode.scan_count} + 1` })
    .where(and(eq(crmQrcode.scan_key, scanKey), eq(crmQrcode.target_kind, 'site'), eq(crmQrcode.del_flag, 0)))
    .returning({ target: crmQrcode.target });
  return row && isSitePath(row.target) ? row.target : null;
}
