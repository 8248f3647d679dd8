import { describe, expect, it } from 'vitest';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { modelProblems } from '@/lib/workflow/runnable';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import { branchExpression, conditionExpression } from '@/lib/workflow/simple-flow/conditions';
import { readStoredTree } from '@/lib/workflow/simple-flow/stored-tree';
import { simpleFlowSchema, type ApproverNode, type DelayNode } from '@/lib/workflow/simple-flow/schema';
import { expenseFlow, parallelFlow } from '../../../support/simple-flow';

describe('simple flow compile', () => {
  it('writes only what the engine runs, and the deploy compiles it', async () => {
    for (const flow of [expenseFlow(), parallelFlow()]) {
      const xml = await compileSimpleFlow(flow);
      const { rootElement } = await readDialectXml(xml);
      expect(modelProblems(rootElement as unknown as ModdleNode)).toEqual([]);
      const graph = await compileModel(xml);
      expect(Object.keys(graph.nodes)).toContain('StartEvent_1');
    }
  });

  it('routes the first branch by its condition and makes 其他情况 the default', async () => {
    const xml = await compileSimpleFlow(expenseFlow());
    expect(xml).toContain('${amount &gt; 5000}');
    expect(xml).toMatch(/<bpmn:exclusiveGateway id="amount_check_split" default="Flow_\d+"/);
    expect(xml).toContain('flowable:type="copy"');
  });

  it('draws every element and flow, top-down', async () => {
    const xml = await compileSimpleFlow(parallelFlow());
    const { rootElement } = await readDialectXml(xml);
    const plane = ((rootElement.diagrams as ModdleNode[])[0]!.get('plane') as ModdleNode).get('planeElement') as ModdleNode[];
    const process = (rootElement.rootElements as ModdleNode[])[0]!;
    const elements = process.get('flowElements') as ModdleNode[];
    expect(plane.length).toBe(elements.length);
    const top = (id: string) => (plane.find((s) => (s.get('bpmnElement') as ModdleNode).get('id') === id)!.get('bounds') as ModdleNode).get('y') as number;
    expect(top('StartEvent_1')).toBeLessThan(top('both_split'));
    expect(top('finance_check')).toBe(top('leader_check'));
    expect(top('both_join')).toBeLessThan(top('cooling'));
    expect(top('final_check')).toBeLessThan(top('EndEvent_1'));
  });

  it('writes conditions in the expression language', () => {
    expect(conditionExpression({ kind: 'number', field: 'amount', op: 'between', value: 1000, upTo: 5000 })).toBe('(amount >= 1000 && amount <= 5000)');
    expect(conditionExpression({ kind: 'choice', field: 'category', values: ['travel', "o'ffice"] })).toBe("(category == 'travel' || category == 'o\\'ffice')");
    expect(conditionExpression({ kind: 'department', departments: ['dep-finance'] })).toBe("'dep-finance' in initiatorDepartments");
    expect(conditionExpression({ kind: 'role', roles: ['leader', 'staff'] })).toBe("('leader' in initiatorRoles || 'staff' in initiatorRoles)");
    expect(branchExpression({ id: 'b', name: 'b', nodes: [], conditions: [{ kind: 'text', field: 'city', value: '上海' }, { kind: 'number', field: 'amount', op: 'lte', value: 10, upTo: null }] })).toBe("${city == '上海' && amount <= 10}");
  });
});

describe('simple flow round trip', () => {
  it('reads back the tree it compiled, unchanged', async () => {
    for (const flow of [expenseFlow(), parallelFlow()]) {
      const read = await readStoredTree(await compileSimpleFlow(flow));
      expect(read).toEqual({ state: 'tree', flow });
      expect(simpleFlowSchema.parse(flow)).toEqual(flow);
    }
  });

  it('carries the model-wide settings as the process properties the BPMN designer writes, defaults as none', async () => {
    const flow = { ...expenseFlow(), settings: { repeatApprover: 'anywhere' as const, selfApproval: 'leader' as const, printLayout: 'noPath' as const } };
    const xml = await compileSimpleFlow(flow);
    expect(xml).toContain('name="repeatApprover" value="anywhere"');
    expect(xml).toContain('name="printLayout" value="noPath"');
    expect(xml).not.toContain('name="selfApproval"');
    const graph = await compileModel(xml);
    expect(graph).toMatchObject({ repeatApprover: 'anywhere', printLayout: 'noPath', selfApproval: 'leader' });
    expect(await readStoredTree(xml)).toEqual({ state: 'tree', flow });
    expect((await compileModel(await compileSimpleFlow(expenseFlow()))).repeatApprover).toBeUndefined();
  });

  it('ignores a moved shape but refuses a changed process', async () => {
    const xml = await compileSimpleFlow(expenseFlow());
    const moved = xml.replace(/(<bpmndi:BPMNShape id="copy_leader_di"[^>]*>\s*<dc:Bounds x=")\d+/, '$1999');
    expect(moved).not.toBe(xml);
    expect((await readStoredTree(moved)).state).toBe('tree');
    const renamed = xml.replace('name="抄送主管"', 'name="抄送经理"');
    expect((await readStoredTree(renamed)).state).toBe('changed');
    const assigned = xml.replace('<bpmn:userTask id="leader_approval"', '<bpmn:userTask id="leader_approval" flowable:assignee="usr-admin"');
    expect((await readStoredTree(assigned)).state).toBe('changed');
  });

  it('knows a model drawn in the BPMN designer has no tree', async () => {
    const xml = (await compileSimpleFlow(expenseFlow())).replace(/<bpmn:process([^>]*)>\s*<bpmn:extensionElements>[\s\S]*?<\/bpmn:extensionElements>/, '<bpmn:process$1>');
    expect((await readStoredTree(xml)).state).toBe('none');
  });
});

describe('the simple demo model', () => {
  it('is valid, runnable and reads back as itself', async () => {
    const { SIMPLE_DEMO_FLOW } = await import('@/lib/backend/seed/demo-simple-flow');
    const { validateFlow } = await import('@/lib/workflow/simple-flow/validate');
    expect(validateFlow(SIMPLE_DEMO_FLOW)).toEqual([]);
    const xml = await compileSimpleFlow(SIMPLE_DEMO_FLOW);
    await compileModel(xml);
    expect(await readStoredTree(xml)).toEqual({ state: 'tree', flow: SIMPLE_DEMO_FLOW });
  });
});

describe('the start form', () => {
  it('is written as the form fields the engine reads, and reads back as the field list', async () => {
    const { flowFieldsOf } = await import('@/lib/workflow/simple-flow/form-fields');
    const { formDataOf } = await import('@/lib/workflow/form-data');
    const flow = expenseFlow();
    const { rootElement } = await readDialectXml(await compileSimpleFlow(flow));
    const start = ((rootElement.rootElements as ModdleNode[])[0]!.get('flowElements') as ModdleNode[]).find((e) => e.$type === 'bpmn:StartEvent')!;
    const formData = ((start.get('extensionElements') as ModdleNode).get('values') as ModdleNode[])[0];
    expect(flowFieldsOf(formDataOf(formData).fields)).toEqual(flow.fields);
  });
});

describe('approver settings and delays in the compiled model', () => {
  it('writes the mode, ratio, exceptions, comment rule, due time and a delay until a form date', async () => {
    const { newApprover, newDelay } = await import('@/lib/workflow/simple-flow/new-nodes');
    const flow = {
      ...expenseFlow('settings'),
      nodes: [
        { ...newApprover('vote', '评审'), rule: { kind: 'roles' as const, refs: ['leader', 'finance'], levels: 1, expression: '' }, mode: 'ratio' as const, ratio: 75, ifNobody: 'user' as const, nobodyUser: 'usr-admin', ifInitiator: 'skip' as const, rejectCommentRequired: true, signatureRequired: true, due: 'P3D' },
        { ...newApprover('chain', '逐级'), rule: { kind: 'leaderChain' as const, refs: [], levels: 2, expression: '' }, mode: 'all' as const },
        { ...newDelay('until_pay', '等到付款日'), wait: { kind: 'field' as const, field: 'payDay' } },
      ],
    };
    const xml = await compileSimpleFlow(flow);
    expect(xml).toContain('<bpmn:userTask id="vote" name="评审" flowable:dueDate="P3D">');
    for (const [name, value] of [['approverKind', 'roles'], ['approverValue', 'leader,finance'], ['approverIfNobody', 'user:usr-admin'], ['approverIfInitiator', 'skip'], ['passRatio', '75'], ['rejectCommentRequired', 'true'], ['signatureRequired', 'true']]) {
      expect(xml).toContain(`<flowable:property name="${name}" value="${value}" />`);
    }
    expect(xml).toContain('${nrOfCompletedInstances / nrOfInstances &gt;= 0.75}');
    expect(xml).toMatch(/<bpmn:userTask id="chain" name="逐级">(?:(?!<\/bpmn:userTask>)[\s\S])*<\/bpmn:userTask>/);
    expect(xml.match(/<bpmn:userTask id="chain"[\s\S]*?<\/bpmn:userTask>/)![0]).not.toContain('multiInstanceLoopCharacteristics');
    expect(xml).toMatch(/<bpmn:timeDate[^>]*>\$\{payDay\}<\/bpmn:timeDate>/);
    const graph = await compileModel(xml);
    expect(graph.nodes.vote).toBeDefined();
    expect(await readStoredTree(xml)).toEqual({ state: 'tree', flow });
  });

  it('writes an approver\'s field rights as the formRights property only when it sets some', async () => {
    const { newApprover } = await import('@/lib/workflow/simple-flow/new-nodes');
    const flow = {
      ...expenseFlow('rights'),
      nodes: [{ ...newApprover('leader', '领导审批'), formRights: { bankAccount: 'hidden' as const, remark: 'edit' as const } }, newApprover('plain', '复核')],
    };
    const xml = await compileSimpleFlow(flow);
    expect(xml).toContain('<flowable:property name="formRights" value="{&#34;bankAccount&#34;:&#34;hidden&#34;,&#34;remark&#34;:&#34;edit&#34;}" />');
    expect(xml.match(/<bpmn:userTask id="plain"[\s\S]*?<\/bpmn:userTask>/)![0]).not.toContain('formRights');
    const graph = await compileModel(xml);
    expect(graph.nodes.leader).toMatchObject({ userTask: { formRights: { bankAccount: 'hidden', remark: 'edit' } } });
    expect(graph.nodes.plain).not.toHaveProperty('userTask.formRights');
    expect(await readStoredTree(xml)).toEqual({ state: 'tree', flow });
  });
});

describe('simple flow working time', () => {
  it('writes the workingTime property on a due time and a delay counted in working time, and the deploy reads it', async () => {
    const flow = parallelFlow('simple_working_time');
    const delay = flow.nodes[1] as DelayNode;
    const final = flow.nodes[2] as ApproverNode;
    delay.wait = { kind: 'duration', duration: 'P1D', workingTime: true };
    final.due = 'P2D';
    final.dueInWorkingTime = true;
    const xml = await compileSimpleFlow(flow);
    const graph = await compileModel(xml);
    const cooling = graph.nodes.cooling!;
    const check = graph.nodes.final_check!;
    expect(cooling.type === 'delay' && cooling.timer).toEqual({ kind: 'duration', text: 'P1D', workingTime: true });
    expect(check.type === 'userTask' && check.userTask).toMatchObject({ dueDate: 'P2D', dueInWorkingTime: true });
    // Without the setting nothing is written, so graphs read as before.
    const plain = await compileModel(await compileSimpleFlow(parallelFlow('simple_calendar_time')));
    const plainDelay = plain.nodes.cooling!;
    expect(plainDelay.type === 'delay' && plainDelay.timer).toEqual({ kind: 'duration', text: 'PT1H' });
    expect((await readStoredTree(xml)).state).toBe('tree');
  });
});
