import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfDefinition, wfModel } from '../../../db/schema';
import { WorkflowError } from '../model/errors';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';

/**
 * Deployed definitions. A deployment never changes once written, so its graph may be kept in
 * memory by key: this is a cache of immutable rows, not engine state.
 */

const graphs = new Map<string, ProcessGraph>();
const GRAPH_CACHE_LIMIT = 500;

export async function graphOf(db: Db, definitionKey: string): Promise<ProcessGraph> {
  const cached = graphs.get(definitionKey);
  if (cached) return cached;
  const [row] = await db.select({ graph: wfDefinition.graph }).from(wfDefinition).where(eq(wfDefinition.definition_key, definitionKey)).limit(1);
  if (!row) throw new WorkflowError('workflow.process.notFound');
  if (graphs.size >= GRAPH_CACHE_LIMIT) graphs.clear();
  graphs.set(definitionKey, row.graph);
  return row.graph;
}

/** The model's latest deployment (what a new instance starts on), with the model's suspension and who may start it. */
export async function latestDefinition(db: Db, by: { processKey?: string; modelKey?: string }) {
  const [row] = await db
    .select({ definition: wfDefinition, suspended: wfModel.suspended, model_name: wfModel.name, start_scope: wfModel.start_scope })
    .from(wfDefinition)
    .innerJoin(wfModel, eq(wfModel.model_key, wfDefinition.model_key))
    .where(and(
      eq(wfModel.del_flag, 0),
      by.modelKey ? eq(wfModel.model_key, by.modelKey) : undefined,
      by.processKey ? eq(wfModel.process_key, by.processKey) : undefined,
      eq(wfDefinition.version, sql`${wfModel.latest_version}`),
    ))
    .orderBy(desc(wfDefinition.version))
    .limit(1);
  return row ?? null;
}
