import { describe, expect, it } from 'vitest';
import { withGroupHeads } from '@/components/entity/list/group-rows';
import { reviveFilterValues } from '@/components/entity/list-views/filter-values';
import { sameSettings, settingsOf, type PageView } from '@/components/entity/list-views/view-settings';
import { listViewInputSchema } from '@/lib/contract/list-views';
import { businessEntity } from '@/lib/entities/business';
import { boardSetup } from '@/lib/entity/features/board/board';
import { boardableFields, defaultBoardField, groupableFields } from '@/lib/entity/list-views';
import { sampleEntity } from './sample-entity';

const page: PageView = {
  display: 'table',
  boardField: 'level',
  columns: [{ name: 'title', width: 240 }, { name: 'level' }],
  bar: { title: '*甲*' },
  barValues: { title: '甲', rank: undefined, notes: '' },
  advanced: { matchType: 'and', conditions: [] },
  sort: { column: 'createTime', order: 'desc' },
  groupBy: 'level',
};

describe('a saved view of a list page', () => {
  it('keeps what the page shows: blanks, an empty advanced query and a board field of a table left out', () => {
    expect(settingsOf(page)).toEqual({
      kind: 'table',
      columns: [{ name: 'title', width: 240 }, { name: 'level' }],
      filters: { title: '*甲*' },
      filterValues: { title: '甲' },
      advanced: null,
      sort: { column: 'createTime', order: 'desc' },
      groupBy: 'level',
      boardField: null,
    });
    const board = settingsOf({ ...page, display: 'board' });
    expect(board.groupBy).toBeNull();
    expect(board.boardField).toBe('level');
  });

  it('is the same whatever order its keys come in, and without a sort when the page sorts by the default', () => {
    const saved = settingsOf(page);
    const reordered = Object.fromEntries(Object.entries(saved).reverse()) as typeof saved;
    expect(sameSettings(sampleEntity, saved, reordered)).toBe(true);
    expect(sameSettings(sampleEntity, { ...saved, sort: null }, saved)).toBe(true);
    expect(sameSettings(sampleEntity, saved, { ...saved, columns: [{ name: 'title', width: 256 }, { name: 'level' }] })).toBe(false);
    expect(sameSettings(sampleEntity, saved, { ...saved, groupBy: null })).toBe(false);
  });

  it('fills the filter bar again: a day becomes the picker’s day, a field the kind lost is dropped', () => {
    const revived = reviveFilterValues(sampleEntity, { day: ['2026-11-01', '2026-11-30'], title: '甲', gone: 'x' });
    expect(Object.keys(revived).sort()).toEqual(['day', 'title']);
    const [begin, end] = revived.day as { format: (f: string) => string }[];
    expect(begin!.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(end!.format('YYYY-MM-DD')).toBe('2026-11-30');
  });

  it('is refused when shared with nobody, or a board without its field', () => {
    const input = { entity: 'sample', name: '看板', settings: settingsOf(page), shared: true, shareRoles: [], shareDepartments: [] };
    expect(listViewInputSchema.safeParse(input).error?.issues[0]?.message).toBe('listView.validation.sharedToNobody');
    expect(listViewInputSchema.safeParse({ ...input, shareRoles: ['leader'] }).success).toBe(true);
    const board = { ...input, shared: false, settings: { ...settingsOf(page), kind: 'board', boardField: null } };
    expect(listViewInputSchema.safeParse(board).error?.issues[0]?.message).toBe('listView.validation.boardField');
  });
});

describe('grouping and boards', () => {
  it('groups by single-valued choices, people, departments and yes/no; boards by choices', () => {
    expect(groupableFields(sampleEntity).map(([name]) => name)).toEqual(['level', 'owner', 'depart', 'active']);
    expect(boardableFields(sampleEntity).map(([name]) => name)).toEqual(['level']);
    expect(defaultBoardField(businessEntity)).toBe(businessEntity.board?.field);
  });

  it('heads each run of one value with the whole list’s count', () => {
    const rows = withGroupHeads([{ k: 1, level: 'A' }, { k: 2, level: 'A' }, { k: 3, level: null }], 'level', [{ value: 'A', count: 5 }, { value: null, count: 1 }]);
    expect(rows).toEqual([
      { groupValue: 'A', groupCount: 5 }, { k: 1, level: 'A' }, { k: 2, level: 'A' },
      { groupValue: null, groupCount: 1 }, { k: 3, level: null },
    ]);
  });

  it('a kind’s own board keeps its moves and sums; another field’s shows the first listed fields', () => {
    expect(boardSetup(businessEntity, businessEntity.board?.field ?? '')).toBe(businessEntity.board);
    const other = boardSetup(sampleEntity, 'level');
    expect(other.action).toBeUndefined();
    expect(other.cardFields).toEqual(['rank', 'amount', 'day']);
  });
});
