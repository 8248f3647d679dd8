import type { Backend } from '@/lib/backend/instance';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { call } from './backend';

/** Calls of the approval engine as the tests use them. */

export type Session = { token: string; userKey: string };
export type Page<T> = { records: T[]; total: number };
export type Answer = { instance_key: string; status: string; tasks: { task_key: string; task_name: string; node_id: string; assignee: string | null }[] };
export type TaskRow = { task_key: string; task_name: string; node_id: string; instance_key: string; status: string; assignee: string | null; owner: string | null; initiator: string; process_key: string; title: string; instance_status: string };

export function workflowClient(backend: Backend) {
  const post = <T>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });
  const get = <T>(who: Session, path: string, query?: Record<string, string>) => call<T>(backend, 'GET', path, { token: who.token, query });
  return {
    post,
    get,
    /** Saves and deploys a model; answers the model key (throws when either is refused). */
    async deploy(admin: Session, process: BuildProcess | string, modelKey?: string): Promise<{ model_key: string; version: number }> {
      const xml = typeof process === 'string' ? process : buildBpmn(process);
      const saved = await post<{ model_key: string }>(admin, paths.modelSave, { xml, model_key: modelKey });
      if (saved.body.code !== 0) throw new Error(`save refused: ${saved.body.msg}`);
      const deployed = await post<{ version: number }>(admin, paths.modelDeploy, { model_key: saved.body.data!.model_key });
      if (deployed.body.code !== 0) throw new Error(`deploy refused: ${deployed.body.msg}`);
      return { model_key: saved.body.data!.model_key, version: deployed.body.data!.version };
    },
    start: (who: Session, processDefinitionKey: string, body: Record<string, unknown> = {}) => post<Answer>(who, paths.startProcess, { processDefinitionKey, ...body }),
    confirm: (who: Session, taskId: string, body: Record<string, unknown> = {}) => post<Answer>(who, paths.confirm, { taskId, ...body }),
    reject: (who: Session, taskId: string, body: Record<string, unknown> = {}) => post<Answer>(who, paths.reject, { taskId, ...body }),
    turn: (who: Session, taskId: string, to: string, message = '请协助处理') => post<Answer>(who, paths.turn, { taskId, employeeKey: who.userKey, turnToEemployeeKey: to, message }),
    cancel: (who: Session, processInstanceId: string) => post<Answer>(who, paths.cancel, { processInstanceId }),
    pending: (who: Session, filters: Record<string, unknown> = {}) => post<Page<TaskRow>>(who, paths.pending, filters),
    processed: (who: Session, filters: Record<string, unknown> = {}) => post<Page<TaskRow>>(who, paths.processed, filters),
    myTransfer: (who: Session, filters: Record<string, unknown> = {}) => post<Page<TaskRow & { to_user: string; from_user: string; message: string }>>(who, paths.myTransfer, filters),
    transferToMe: (who: Session, filters: Record<string, unknown> = {}) => post<Page<TaskRow & { to_user: string; from_user: string; message: string }>>(who, paths.transferToMe, filters),
    myProcesses: (who: Session, filters: Record<string, unknown> = {}) => post<Page<{ instance_key: string; status: string; current_tasks: { task_name: string; assignee: string | null }[] }>>(who, paths.myProcesses, filters),
    comments: (who: Session, id: string) => get<{ action: string; user_key: string | null; comment: string | null; node_id: string | null; target_user: string | null; target_user_name: string | null }[]>(who, paths.comments(id)),
    highlight: (who: Session, id: string) => get<{ status: string; active_nodes: string[]; finished_nodes: string[]; rejected_nodes: string[]; finished_flows: string[] }>(who, paths.highlightedNode(id)),
  };
}

/** A straight process start → tasks in order → end, each task assigned by the given attributes. */
export function chain(id: string, tasks: { id: string; name: string; attrs: Record<string, string>; properties?: Record<string, string> }[], properties?: Record<string, string>): BuildProcess {
  const nodes: BuildProcess['nodes'] = [
    { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
    ...tasks.map((t, i) => ({ id: t.id, type: 'userTask' as const, name: t.name, at: [i + 1, 0] as [number, number], attrs: t.attrs, properties: t.properties })),
    { id: 'end', type: 'endEvent', name: '结束', at: [tasks.length + 1, 0] },
  ];
  const ids = nodes.map((n) => n.id);
  return { id, name: id, nodes, flows: ids.slice(1).map((to, i) => ({ id: `f${i}`, from: ids[i]!, to })), ...(properties ? { properties } : {}) };
}
