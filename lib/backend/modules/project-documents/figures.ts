import { and, count, eq } from 'drizzle-orm';
import type { ProjectDocumentCounts } from '@/lib/contract/project';
import type { Db } from '../../db/client';
import { okrProjectDocument, okrProjectFolder } from '../../db/schema';

/** How many live folders and files a project's cloud documents hold (the overview's figure). */
export async function documentCounts(db: Db, projectKey: string): Promise<ProjectDocumentCounts> {
  const [[folders], [files]] = await Promise.all([
    db.select({ n: count() }).from(okrProjectFolder).where(and(eq(okrProjectFolder.project_key, projectKey), eq(okrProjectFolder.del_flag, 0))),
    db.select({ n: count() }).from(okrProjectDocument).where(and(eq(okrProjectDocument.project_key, projectKey), eq(okrProjectDocument.del_flag, 0))),
  ]);
  return { folders: Number(folders?.n ?? 0), files: Number(files?.n ?? 0) };
}
