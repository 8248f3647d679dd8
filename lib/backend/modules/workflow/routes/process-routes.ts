import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { nameIn } from '@/lib/entity/english-name';
import { actionAnswerSchema, highlightsSchema, processXmlSchema, startableProcessesSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { cancelSchema, instanceIdSchema, loadModuleSchema, startProcessSchema, urgeSchema } from '@/lib/contract/workflow';
import { wfDefinition, wfModel } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { likePattern } from '../../../http/inputs';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { readableInstance } from '../operations/access';
import { cancelProcess, startProcess } from '../operations/actions';
import { latestDefinition } from '../store/definitions';
import { urgeProcess } from '../operations/urge';
import { startScopeChecker } from '../operations/start-scope';
import { loadDepartRows } from '../../../org/department-tree';
import { answerInReaderLanguage } from '../store/reader-names';
import { diagramIn } from '../model/english-diagram';
import { workflowRequestCalls } from '@/lib/contract/workflow-request-calls';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/** Process instances: start, the startable processes, cancel, urge, the diagram and its highlights. */

const TAG = 'workflow';

const start = defineCallRoute(workflowTaskCalls.start, {
  tag: TAG,
  summary: 'Start the latest version of a process (processDefinitionKey or model_key) with businessKey, variables and formData; biz_type binds a business record. The title sent counts only where the form has no title template (then the server makes it from the form); answers the title and the request number (编号规则) given',
  input: startProcessSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await answerInReaderLanguage(db, locale, await startProcess(db, auth, input, locale)), 'workflow.process.started');
  },
});

/** What the caller can apply for: the latest deployment of every model that is not suspended and whose start scope holds her. */
const findAll = defineCallRoute(workflowRequestCalls.startableProcesses, {
  tag: TAG,
  summary: 'Startable processes: latest deployed version of each active model the caller may start (model_key, process_key, name in the caller’s language, category with category_name in the caller’s language, icon, description, version); keyword matches the name, the English name or the description',
  input: z.object({ keyword: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100).optional()) }),
  output: startableProcessesSchema,
  async handler({ db, auth, input, locale }) {
    const words = input.keyword ? likePattern(input.keyword) : null;
    const rows = await db
      .select({
        model_key: wfModel.model_key,
        process_key: wfModel.process_key,
        name: wfDefinition.name,
        name_en: wfModel.name_en,
        category: wfModel.category,
        category_en: wfModel.category_en,
        description: wfModel.description,
        icon: wfModel.icon,
        start_scope: wfModel.start_scope,
        version: wfDefinition.version,
        definition_key: wfDefinition.definition_key,
        deploy_time: wfDefinition.deploy_time,
      })
      .from(wfModel)
      .innerJoin(wfDefinition, and(eq(wfDefinition.model_key, wfModel.model_key), eq(wfDefinition.version, wfModel.latest_version)))
      .where(and(eq(wfModel.del_flag, 0), eq(wfModel.suspended, false), words ? or(ilike(wfDefinition.name, words), ilike(wfModel.name_en, words), ilike(wfModel.description, words)) : undefined))
      .orderBy(asc(wfModel.category), asc(wfDefinition.name));
    const may = startScopeChecker(await loadDepartRows(db), auth);
    return ok(rows.filter((r) => may(r.start_scope)).map(({ start_scope: _scope, name_en, category_en, ...r }) => ({
      ...r,
      name: nameIn(locale, r.name, name_en),
      category_name: r.category === null ? null : nameIn(locale, r.category, category_en),
    })));
  },
});

const cancel = defineCallRoute(workflowTaskCalls.cancel, {
  tag: TAG,
  summary: 'The initiator cancels a running process (processInstanceId, comment): open tasks are canceled',
  input: cancelSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await cancelProcess(db, auth, input), 'workflow.process.canceled');
  },
});

const urge = defineCallRoute(workflowTaskCalls.urge, {
  tag: TAG,
  summary: 'The initiator urges the approvers of a running process (processInstanceId, comment): each gets a business message; once per interval per process',
  input: urgeSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await urgeProcess(db, auth, input), 'workflow.task.urged');
  },
});

/** The diagram's highlights: nodes passed, nodes waiting, nodes where a reject happened, flows taken. */
const highlight = defineCallRoute(workflowRequestCalls.highlights, {
  tag: TAG,
  summary: 'Highlights of an instance: finished_nodes, active_nodes, rejected_nodes, finished_flows, status',
  input: instanceIdSchema,
  output: highlightsSchema,
  async handler({ db, auth, input }) {
    const instance = await readableInstance(db, auth, input.id);
    const state = instance.engine_state;
    const active = [...new Set(state.tokens.filter((t) => t.state !== 'JOIN').map((t) => t.nodeId))];
    return ok({
      instance_key: instance.instance_key,
      definition_key: instance.definition_key,
      status: instance.status,
      active_nodes: active,
      finished_nodes: state.finishedNodes.filter((n) => !active.includes(n)),
      rejected_nodes: state.rejectedNodes,
      finished_flows: state.takenFlows,
    });
  },
});

/** The BPMN of a process for the viewer: of an instance's own version, or the latest deployment. */
const loadModule = defineCallRoute(workflowRequestCalls.processXml, {
  tag: TAG,
  summary: 'BPMN XML of an instance’s version (processInstanceId) or of the latest deployment (processDefinitionKey or model_key), for the viewer: an English reader’s steps are labelled with their English names where they have one',
  input: loadModuleSchema,
  output: processXmlSchema,
  async handler({ db, auth, input, locale }) {
    let definitionKey: string;
    if (input.processInstanceId) {
      definitionKey = (await readableInstance(db, auth, input.processInstanceId)).definition_key;
    } else {
      const found = await latestDefinition(db, { processKey: input.processDefinitionKey, modelKey: input.model_key });
      if (!found) throw notFound('workflow.process.notDeployed');
      definitionKey = found.definition.definition_key;
    }
    const [row] = await db
      .select({ definition_key: wfDefinition.definition_key, model_key: wfDefinition.model_key, process_key: wfDefinition.process_key, name: wfDefinition.name, version: wfDefinition.version, xml: wfDefinition.xml })
      .from(wfDefinition)
      .where(eq(wfDefinition.definition_key, definitionKey))
      .limit(1);
    if (!row) throw notFound('workflow.process.notDeployed');
    return ok({ ...row, xml: await diagramIn(locale, row.xml) });
  },
});

export const processRoutes = [start, findAll, cancel, urge, highlight, loadModule] as RouteDef<never>[];
