import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WorkbenchFilterBar } from '@/components/workbench/WorkbenchFilterBar';
import type { WorkbenchFilterValues } from '@/components/workbench/list-filters';
import type { StartableProcess } from '@/lib/contract/workflow-answers';
import type { SummaryFilterField } from '@/lib/contract/workflow-summary-filters';
import { workflowPaths } from '@/lib/contract/workflow-values';
import { renderInApp } from '../render';
import { answer, sentCalls } from '../support/answers';
import { demoSession, WithSession } from '../support/session';

/**
 * The workbench filter bar offers, once a process is chosen, the summary fields the server says the
 * list offers for it: a designed form's as well as a BPMN form's, each filtered the way it is kept
 * (bounds for a figure, options for a choice, words for a text or a person) and, where it orders,
 * in 排序. What the server leaves out (a field hidden from the reader) is not offered.
 */

const CLAIM: StartableProcess = {
  model_key: 'wf-model-expense', process_key: 'expense_claim', name: '费用报销单', category: 'finance', category_name: null,
  description: null, icon: null, version: 3, definition_key: 'wf-def-expense-3', deploy_time: '2026-11-02T08:00:00.000Z',
};
const FIELDS: SummaryFilterField[] = [
  { id: 'total', label: '报销总额', filter: 'figure', order: 'figure' },
  { id: 'expenseType', label: '费用类型', filter: 'option', options: [{ value: 'travel', label: '差旅费' }, { value: 'office', label: '办公费' }], order: 'text' },
  { id: 'handover', label: '工作交接人', filter: 'words' },
];

function showBar(fields: SummaryFilterField[]) {
  answer(workflowPaths.findAllProcess, [CLAIM]);
  answer(workflowPaths.summaryFilterFields, fields);
  const searched = vi.fn<(values: WorkbenchFilterValues) => void>();
  const shown = renderInApp(
    <WithSession state={demoSession('zhangwei')}>
      <WorkbenchFilterBar name="workbench-pending" list="pending" onSearch={searched} onReset={() => {}} />
    </WithSession>,
    { at: '/home/workbench/pending' },
  );
  return { ...shown, searched };
}

/** The options of the drop-down opened last (each select's drop-down is added to the page when it first opens). */
const lastOptions = () => [...([...document.querySelectorAll('.ant-select-dropdown')].at(-1)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
const openOptions = () => lastOptions().map((o) => o.textContent);

/** A select of the bar, by its field's name (the stand-in drawn before antd's own carries the field's id). */
const selectOf = (field: string) => waitFor(() => {
  const input = document.getElementById(`workbench-pending_${field}`);
  expect(input).not.toBeNull();
  return input!;
});

async function choose(user: ReturnType<typeof showBar>['user'], field: string, option: string) {
  await user.click(await selectOf(field));
  await waitFor(() => expect(openOptions()).toContain(option));
  const item = lastOptions().find((o) => o.textContent === option)!;
  await user.click(item);
}

describe('the workbench filters’ summary fields', () => {
  it('are none until a process is chosen, then the list’s for it, each filtered as it is kept', async () => {
    const { user } = showBar(FIELDS);
    await selectOf('processDefinitionKey');
    expect(screen.queryByText('报销总额')).toBeNull();
    expect(sentCalls(workflowPaths.summaryFilterFields)).toEqual([]);

    await choose(user, 'processDefinitionKey', '费用报销单');
    expect(await screen.findByText('报销总额')).toBeTruthy();
    expect(sentCalls(workflowPaths.summaryFilterFields).map((c) => c.body)).toEqual([{ processDefinitionKey: 'expense_claim', list: 'pending' }]);
    // A person is looked for by name, in words.
    expect(screen.getByTestId('filter-summary-handover').getAttribute('placeholder')).toBe('请输入工作交接人');
    await choose(user, 'summary.expenseType', '办公费');
    expect(openOptions()).toEqual(['差旅费', '办公费']);
  });

  it('order the list by those that order, a figure by its size, a text by its letters; a person orders nothing', async () => {
    const { user } = showBar(FIELDS);
    await choose(user, 'processDefinitionKey', '费用报销单');
    await user.click(await selectOf('summarySort'));
    await waitFor(() => expect(openOptions().length).toBeGreaterThan(0));
    expect(openOptions()).toEqual(['报销总额从高到低', '报销总额从低到高', '费用类型降序', '费用类型升序']);
  });

  it('offer no order when none of the fields orders, and search with what was filled in', async () => {
    const { user, searched } = showBar([FIELDS[2]!]);
    await choose(user, 'processDefinitionKey', '费用报销单');
    await user.type(await screen.findByTestId('filter-summary-handover'), '王芳');
    expect(document.getElementById('workbench-pending_summarySort')).toBeNull();
    expect(screen.queryByText('排序')).toBeNull();
    await user.click(screen.getByTestId('workbench-search'));
    await waitFor(() => expect(searched).toHaveBeenCalled());
    expect(searched.mock.calls.at(-1)![0]).toMatchObject({ processDefinitionKey: 'expense_claim', 'summary.handover': '王芳' });
  });
});
