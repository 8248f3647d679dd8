import { eq, sql } from 'drizzle-orm';
import type { PublicContentTopic } from '@/lib/contract/public-content';
import type { Database } from '../db/client';
import { publicContentVersion } from '../db/schema';

/**
 * The version of each public content topic. The backend announces a change once it is committed;
 * the app's page cache asks for the current version before it serves a cached page of the topic.
 */
export interface PublicContentVersions {
  /** A change to the topic was committed: its version moves, for every process on the database. */
  announce(topic: PublicContentTopic): Promise<void>;
  /** The topic's version now (0 before its first change). */
  current(topic: PublicContentTopic): Promise<number>;
}

export function publicContentVersions(database: Database): PublicContentVersions {
  const { db } = database;

  async function bump(topic: PublicContentTopic): Promise<number> {
    const [row] = await db
      .insert(publicContentVersion)
      .values({ topic, version: 1 })
      .onConflictDoUpdate({ target: publicContentVersion.topic, set: { version: sql`${publicContentVersion.version} + 1`, change_time: new Date() } })
      .returning({ version: publicContentVersion.version });
    return Number(row!.version);
  }

  async function read(topic: PublicContentTopic): Promise<number> {
    const [row] = await db.select({ version: publicContentVersion.version }).from(publicContentVersion).where(eq(publicContentVersion.topic, topic)).limit(1);
    return Number(row?.version ?? 0);
  }

  if (database.kind === 'postgres') {
    // Other processes write too: the row is the only truth, read on every question.
    return { announce: async (topic) => void (await bump(topic)), current: read };
  }

  // PGlite: this process is the folder's only user (db/folder-lock.ts), so every change passes
  // through announce here and the count kept in memory is exact; the row keeps it across restarts.
  const known = new Map<PublicContentTopic, Promise<number>>();
  return {
    async announce(topic) {
      known.set(topic, Promise.resolve(await bump(topic)));
    },
    current(topic) {
      let version = known.get(topic);
      if (!version) {
        version = read(topic);
        known.set(topic, version);
        version.catch(() => known.delete(topic));
      }
      return version;
    },
  };
}
