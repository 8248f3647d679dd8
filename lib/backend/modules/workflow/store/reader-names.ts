import { eq, inArray } from 'drizzle-orm';
import { nameIn } from '@/lib/entity/english-name';
import type { Locale } from '@/lib/i18n/locales';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Db } from '../../../db/client';
import { wfInstance, wfModel } from '../../../db/schema';
import { graphOf } from './definitions';

/**
 * Requests' process and step names in the reader's language (lib/entity/english-name.ts). The rows
 * keep the names they were started with; an English reader sees the model's English name (read
 * live from the model, like its category) and each step's (frozen into the version the request
 * runs, NAME_EN_PROPERTY), falling back to the name as stored. A Chinese reader's answers are left
 * as they are, without a query.
 */
export interface ReaderNames {
  process(instanceKey: string, name: string): string;
  /** A step of the request's version, by node id; a name without a node (an end) stays as it is. */
  step(instanceKey: string, nodeId: string | null | undefined, name: string): string;
}

const AS_STORED: ReaderNames = { process: (_key, name) => name, step: (_key, _node, name) => name };

/** The English names of the given requests, in two reads: the instances with their models, and the versions' graphs (cached). */
export async function readerNames(db: Db, locale: Locale, instanceKeys: readonly string[]): Promise<ReaderNames> {
  const keys = [...new Set(instanceKeys)];
  if (locale !== 'en-US' || keys.length === 0) return AS_STORED;
  const rows = await db
    .select({ instance_key: wfInstance.instance_key, definition_key: wfInstance.definition_key, name_en: wfModel.name_en })
    .from(wfInstance)
    .leftJoin(wfModel, eq(wfModel.model_key, wfInstance.model_key))
    .where(inArray(wfInstance.instance_key, keys));
  const graphs = new Map<string, ProcessGraph | null>();
  for (const row of rows) {
    if (!graphs.has(row.definition_key)) graphs.set(row.definition_key, await graphOf(db, row.definition_key).catch(() => null));
  }
  const byInstance = new Map(rows.map((row) => [row.instance_key, { processEn: row.name_en, graph: graphs.get(row.definition_key) ?? null }]));
  return {
    process: (instanceKey, name) => nameIn(locale, name, byInstance.get(instanceKey)?.processEn),
    step: (instanceKey, nodeId, name) => (nodeId ? nameIn(locale, name, byInstance.get(instanceKey)?.graph?.nodes[nodeId]?.nameEn) : name),
  };
}

/** The step names a graph gives in the reader's language (a form, a path read straight from a version). */
export function stepNameIn(locale: Locale, graph: ProcessGraph, nodeId: string | null | undefined, name: string): string {
  return nodeId ? nameIn(locale, name, graph.nodes[nodeId]?.nameEn) : name;
}

interface NamedRow {
  instance_key: string;
  process_name?: string;
  task_name?: string;
  node_name?: string | null;
  node_id?: string | null;
}

/** Rows of the workbench lists and a request's history, with their process and step names in the reader's language. */
export async function inReaderLanguage<R extends NamedRow>(db: Db, locale: Locale, rows: R[]): Promise<R[]> {
  if (locale !== 'en-US' || rows.length === 0) return rows;
  const names = await readerNames(db, locale, rows.map((r) => r.instance_key));
  return rows.map((row) => ({
    ...row,
    ...(row.process_name !== undefined ? { process_name: names.process(row.instance_key, row.process_name) } : {}),
    ...(row.task_name !== undefined ? { task_name: names.step(row.instance_key, row.node_id, row.task_name) } : {}),
    ...(typeof row.node_name === 'string' ? { node_name: names.step(row.instance_key, row.node_id, row.node_name) } : {}),
  }));
}

/** An action's answer (the tasks the request waits for now) with the steps named in the reader's language. */
export async function answerInReaderLanguage<A extends { instance_key: string; tasks: { task_name: string; node_id: string }[] }>(db: Db, locale: Locale, answer: A): Promise<A> {
  if (locale !== 'en-US' || answer.tasks.length === 0) return answer;
  const names = await readerNames(db, locale, [answer.instance_key]);
  return { ...answer, tasks: answer.tasks.map((task) => ({ ...task, task_name: names.step(answer.instance_key, task.node_id, task.task_name) })) };
}
