import { and, desc, eq } from 'drizzle-orm';
import { bizMessage, bizMessageAcceptor, crmClue } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { newRecordKey } from '@/lib/backend/entity/crud';
import { leadCapturePaths } from '@/lib/contract/lead-capture';
import { call } from './backend';

let serial = 0;
/** A name no other test file uses. */
export const uniqueName = (prefix: string) => `${prefix}${process.pid % 1000}${(serial += 1)}${Date.now().toString(36).slice(-3)}`;

/** A lead as the public site's message board sends it (into the pool, distributed when a rule is on); answers its row. */
export async function siteLead(backend: Backend, name: string, region = '320000') {
  const answer = await call(backend, 'POST', leadCapturePaths.submit, {
    json: { source: 'board', contact_name: name, mobile: '13912345678', region, content: '想了解产品', website: '' },
    headers: { 'x-forwarded-for': `198.18.${serial % 250}.${(serial += 1) % 250}` },
  });
  if (answer.body.code !== 0) throw new Error(`site lead: ${answer.body.msg}`);
  const [row] = await backend.database.db.select().from(crmClue).where(eq(crmClue.contact_name, name));
  return row!;
}

/**
 * Leads waiting in the pool, written straight to the table (many at once for the distribution
 * tests), each a second older than the next: they are handed out in the order given.
 */
export async function poolLeads(backend: Backend, regions: readonly (string | null)[]): Promise<string[]> {
  const start = Date.now() - regions.length * 1000;
  const rows = regions.map((region, i) => ({ clue_key: newRecordKey(), contact_name: uniqueName('池'), mobile: '13912345678', source: 'board', region, create_time: new Date(start + i * 1000) }));
  await backend.database.db.insert(crmClue).values(rows);
  return rows.map((r) => r.clue_key);
}

/** The business messages a user received, newest first. */
export async function messagesOf(backend: Backend, userKey: string) {
  return backend.database.db
    .select({ title: bizMessage.title, content: bizMessage.message_content, link: bizMessage.biz_link, publisher: bizMessage.publisher_name })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessage.message_type, 'BUSINESS')))
    .orderBy(desc(bizMessage.publish_time), desc(bizMessage.create_time));
}
