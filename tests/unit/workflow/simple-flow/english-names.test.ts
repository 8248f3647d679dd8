import { describe, expect, it } from 'vitest';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { WorkflowError } from '@/lib/backend/modules/workflow/model/errors';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import { translate } from '@/lib/i18n/messages';
import { readStoredTree } from '@/lib/workflow/simple-flow/stored-tree';
import { simpleFlowSchema, type SimpleFlow, type SimpleNode } from '@/lib/workflow/simple-flow/schema';
import { parallelFlow } from '../../../support/simple-flow';

/** The parallel flow with English names on its final approval, its delay and one branch's approval. */
function namedFlow(): SimpleFlow {
  const flow = parallelFlow('simple_named');
  const name = (node: SimpleNode): SimpleNode => {
    if (node.type === 'parallel') return { ...node, branches: node.branches.map((b) => ({ ...b, nodes: b.nodes.map(name) })) };
    const english: Record<string, string> = { final_check: 'Final review', cooling: 'Cooling-off period', finance_check: 'Finance review' };
    return node.type === 'condition' || !english[node.id] ? node : { ...node, nameEn: english[node.id] };
  };
  return { ...flow, nodes: flow.nodes.map(name) };
}

describe('steps’ English names', () => {
  it('reach the deployed graph from the simple designer’s tree, beside the names as typed', async () => {
    const graph = await compileModel(await compileSimpleFlow(namedFlow()));
    expect([graph.nodes.final_check?.name, graph.nodes.final_check?.nameEn]).toEqual(['终审', 'Final review']);
    expect(graph.nodes.cooling?.nameEn).toBe('Cooling-off period');
    expect(graph.nodes.finance_check?.nameEn).toBe('Finance review');
    // A step without one has none: readers see its name as typed.
    expect(graph.nodes.leader_check && 'nameEn' in graph.nodes.leader_check).toBe(false);
  });

  it('keep the tree the simple designer reopens', async () => {
    const flow = namedFlow();
    expect(await readStoredTree(await compileSimpleFlow(flow))).toEqual({ state: 'tree', flow });
  });

  it('are refused by the tree’s schema when they hold Chinese text or run too long', () => {
    const withName = (nameEn: string) => {
      const flow = namedFlow();
      return { ...flow, nodes: flow.nodes.map((n) => (n.type === 'approver' ? { ...n, nameEn } : n)) };
    };
    const messages = (flow: SimpleFlow) => { const parsed = simpleFlowSchema.safeParse(flow); return parsed.success ? [] : parsed.error.issues.map((i) => i.message); };
    expect(messages(withName('终审'))).toContain('englishName.notEnglish');
    expect(messages(withName('x'.repeat(101)))).toContain('englishName.tooLong?n=100');
    expect(messages(withName('Final review'))).toEqual([]);
  });

  it('are refused at deploy when a model drawn by hand gives a step a Chinese one, naming the step', async () => {
    const xml = (await compileSimpleFlow(namedFlow())).replace('value="Final review"', 'value="终审环节"');
    const refusal = await compileModel(xml).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkflowError);
    expect(translate('zh-CN', (refusal as WorkflowError).message)).toBe('元素 终审 (final_check) 的英文名称无效：最多100个字符，不能含有中文字符、全角符号或换行');
  });
});
