import { describe, expect, it } from 'vitest';
import { groupByCategory, matchesWords } from '@/components/workbench/apply/process-groups';
import type { StartableProcess } from '@/lib/contract/workflow-answers';

const process = (name: string, category: string | null, description: string | null = null, categoryName: string | null = category): StartableProcess => ({
  model_key: name, process_key: name, name, category, category_name: categoryName, description, icon: null, version: 1, definition_key: `${name}-1`, deploy_time: '2026-01-01T00:00:00Z',
});

describe('发起申请 groups and search', () => {
  it('groups the known categories in their order, then others by name, uncategorised last', () => {
    const groups = groupByCategory([process('z', 'travel'), process('c', 'finance'), process('a', 'project'), process('b', null), process('y', 'assets'), process('d', 'project'), process('e', ' ')]);
    expect(groups.map((g) => [g.category, g.processes.map((p) => p.name)])).toEqual([
      ['project', ['a', 'd']],
      ['finance', ['c']],
      ['assets', ['y']],
      ['travel', ['z']],
      [null, ['b', 'e']],
    ]);
  });

  it('names a category of the models’ own as the server did, in the reader’s language', () => {
    const groups = groupByCategory([process('a', '法务', null, 'Legal'), process('b', '法务', null, '法务'), process('c', 'finance'), process('d', null)]);
    expect(groups.map((g) => [g.category, g.name])).toEqual([['finance', 'finance'], ['法务', 'Legal'], [null, null]]);
  });

  it('matches words in the name or the description, ignoring case and blanks', () => {
    const leave = process('Leave request', 'personnel', '按工作日计算请假天数');
    expect(matchesWords(leave, '  ')).toBe(true);
    expect(matchesWords(leave, 'LEAVE')).toBe(true);
    expect(matchesWords(leave, '工作日')).toBe(true);
    expect(matchesWords(leave, '报销')).toBe(false);
    expect(matchesWords(process('x', null, null), 'x')).toBe(true);
  });
});
