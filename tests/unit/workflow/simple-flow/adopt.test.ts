import { describe, expect, it } from 'vitest';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { newDiagramXml } from '@/lib/workflow/new-diagram';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import { readStoredTree } from '@/lib/workflow/simple-flow/stored-tree';
import { expenseFlow } from '../../../support/simple-flow';

/**
 * A model without a tree opens in the simple designer when the tree can hold all of it (a new
 * model: a start, an end, a start form of the kinds the tree knows); otherwise the refusal names
 * what the tree cannot show.
 */

const NAMES = { process: '新流程', start: '发起人', end: '流程结束' };
const bare = (extra: Parameters<typeof buildBpmn>[0]['nodes'][number]['form'] = undefined, properties?: Record<string, string>) =>
  buildBpmn({
    id: 'new_model', name: '差旅报销', ...(properties ? { properties } : {}),
    nodes: [{ id: 'start', type: 'startEvent', at: [0, 0], ...(extra ? { form: extra } : {}) }, { id: 'end', type: 'endEvent', at: [1, 0] }],
    flows: [{ id: 'flow_start', from: 'start', to: 'end' }],
  });

describe('a model without a tree', () => {
  it('opens as an empty tree when it is what 新建（填写设置） or the BPMN designer makes', async () => {
    expect(await readStoredTree(bare(), NAMES)).toEqual({
      state: 'tree', adopted: true,
      flow: { version: 1, process: { id: 'new_model', name: '差旅报销', startName: '发起人', endName: '流程结束' }, fields: [], nodes: [] },
    });
    const drawn = await readStoredTree(newDiagramXml('camunda', { id: 'Process_1', name: '' }), NAMES);
    expect(drawn).toMatchObject({ state: 'tree', flow: { process: { id: 'Process_1', name: '新流程' }, nodes: [] } });
  });

  it('takes its start form and model-wide settings over when the tree writes them the same', async () => {
    const form = [
      { id: 'amount', label: '金额', type: 'long' as const, required: true },
      { id: 'kind', label: '类别', type: 'enum' as const, values: [{ id: 'travel', name: '差旅' }] },
    ];
    const read = await readStoredTree(bare(form, { selfApproval: 'skip' }), NAMES);
    expect(read).toMatchObject({
      state: 'tree',
      flow: {
        fields: [
          { id: 'amount', label: '金额', kind: 'number', options: [], required: true },
          { id: 'kind', label: '类别', kind: 'choice', options: [{ value: 'travel', label: '差旅' }], required: false },
        ],
        settings: { selfApproval: 'skip' },
      },
    });
  });

  it('names what the tree cannot show: a field of another type, a task, a setting it does not know', async () => {
    expect(await readStoredTree(bare([{ id: 'urgent', label: '加急', type: 'boolean' }]), NAMES)).toEqual({ state: 'none', unreadable: [{ id: 'start', name: '', type: 'bpmn:StartEvent' }] });
    const withTask = buildBpmn({
      id: 'drawn', name: '画的流程',
      nodes: [{ id: 'start', type: 'startEvent', at: [0, 0] }, { id: 'review', type: 'userTask', name: '经理审批', at: [1, 0] }, { id: 'end', type: 'endEvent', at: [2, 0] }],
      flows: [{ id: 'f1', from: 'start', to: 'review' }, { id: 'f2', from: 'review', to: 'end' }],
    });
    expect(await readStoredTree(withTask, NAMES)).toEqual({ state: 'none', unreadable: [{ id: 'review', name: '经理审批', type: 'bpmn:UserTask' }] });
    expect((await readStoredTree(bare(undefined, { somethingElse: 'x' }), NAMES)).state).toBe('none');
  });

  it('names what the BPMN designer changed in a tree', async () => {
    const xml = await compileSimpleFlow(expenseFlow());
    const renamed = xml.replace('name="抄送主管"', 'name="抄送经理"');
    expect(await readStoredTree(renamed)).toEqual({ state: 'changed', unreadable: [{ id: 'copy_leader', name: '抄送经理', type: 'bpmn:ServiceTask' }] });
  });
});
