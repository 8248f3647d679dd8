import { WorkflowError } from '../model/errors';
import type { ScriptTaskNode } from '@/lib/contract/workflow-graph';
import { compileScript } from '../model/script-compile';
import { runScript } from '../model/script-task';
import type { NodeBehaviour } from './behaviour';

/** A script task (script-task.ts): its assignments land in the variables and the path goes on; a failing script refuses the step. */
export const scriptTask: NodeBehaviour<ScriptTaskNode> = {
  compile: (ctx) => ({ script: compileScript(ctx.element, ctx.dialect) }),
  arrive(run, token, node) {
    const outcome = runScript(node.script?.assignments ?? [], run.variables);
    if ('failure' in outcome) {
      const name = node.name || node.id;
      if (outcome.failure.kind === 'unknownVariable') throw new WorkflowError('workflow.run.scriptUnknownVariable', { node: name, variable: outcome.failure.variable });
      throw new WorkflowError('workflow.run.badExpression', { node: name, detail: outcome.failure.detail });
    }
    Object.assign(run.variables, outcome.assigned);
    run.leave(token);
  },
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: { mayEnd: true },
};
