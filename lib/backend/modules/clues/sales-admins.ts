import { and, eq } from 'drizzle-orm';
import type { LeadCapture } from '@/lib/contract/lead-capture';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import { USER_STATUS_NORMAL } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysRole, sysUser, sysUserRole } from '../../db/schema';
import { sendBusinessMessage } from '../messages/port';

/** The role whose holders look after the lead pool and hear about every new enquiry. */
export const SALES_ADMIN_ROLE = 'sales_admin';
/** The lead pool page (product menu item crm-clue-pool). */
export const CLUE_POOL_PATH = '/crm/cluePool';

/** Longest stretch of the visitor's message quoted in the notification; the lead holds all of it. */
const QUOTE_LENGTH = 120;

export async function activeSalesAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: sysUser.user_key })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
    .innerJoin(sysUser, eq(sysUser.user_key, sysUserRole.user_key))
    .where(and(eq(sysRole.role_code, SALES_ADMIN_ROLE), eq(sysRole.del_flag, 0), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  return rows.map((r) => r.key).sort();
}

/** A user's name as messages show it (null for nobody). */
export async function realnameOf(db: Db, userKey: string | null): Promise<string | null> {
  if (!userKey) return null;
  const [row] = await db.select({ name: sysUser.realname }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  return row?.name ?? null;
}

function quoted(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH).join('')}…` : chars.join('');
}

/**
 * Tells every sales administrator about a new lead with an unread business message linking to
 * the pool (and who it went to, when a rule handed it out). Written in the product's default language: it is read by staff, not by the visitor.
 * Answers how many were told (none when nobody holds the role; the lead waits in the pool).
 */
export async function notifySalesAdmins(tx: Db, lead: LeadCapture, assignedTo: string | null = null): Promise<number> {
  const recipients = await activeSalesAdmins(tx);
  if (recipients.length === 0) return 0;
  const t = (key: string, values?: Record<string, string | number>) => translate(defaultLocale, key, values);
  const line = (label: string, value: string | null) => (value ? t('siteLeads.notice.line', { label: t(label), value }) : null);
  const content = [
    line('siteLeads.form.fields.contact_name', lead.contact_name),
    line('siteLeads.form.fields.company_name', lead.company_name),
    line('siteLeads.form.fields.mobile', lead.mobile),
    line(`siteLeads.form.intention.${lead.source}`, lead.intention),
    line('siteLeads.form.fields.content', lead.content ? quoted(lead.content) : null),
  ].filter((l): l is string => l !== null).join(t('siteLeads.notice.separator'));
  await sendBusinessMessage(tx, { userKey: null, realname: t('siteLeads.notice.publisher') }, {
    recipients,
    title: t('siteLeads.notice.title', { source: t(`siteLeads.sources.${lead.source}`) }),
    content: `${content}${t('siteLeads.notice.separator')}${assignedTo ? t('siteLeads.notice.assigned', { name: assignedTo }) : t('siteLeads.notice.followUp')}`,
    link: CLUE_POOL_PATH,
  });
  return recipients.length;
}
