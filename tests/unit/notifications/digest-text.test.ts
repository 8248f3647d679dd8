import { describe, expect, it } from 'vitest';
import { digestText, groupDigest, remindersText, TITLES_PER_GROUP } from '@/lib/backend/modules/notification-rules/digest-text';

describe('the daily digest', () => {
  it('groups entries by event in the listed order, each oldest first', () => {
    const groups = groupDigest([
      { event: 'copied', title: 'c1' },
      { event: 'taskAssigned', title: 't1' },
      { event: 'copied', title: 'c2' },
    ]);
    expect(groups).toEqual([
      { event: 'taskAssigned', titles: ['t1'] },
      { event: 'copied', titles: ['c1', 'c2'] },
    ]);
  });

  it('names the titles of a group up to a limit and counts the rest', () => {
    const entries = Array.from({ length: TITLES_PER_GROUP + 3 }, (_, i) => ({ event: 'copied' as const, title: `抄送 ${i + 1}` }));
    const digest = digestText('zh-CN', '2026-03-02', entries, [])!;
    expect(digest.title).toBe('每日汇总 · 2026-03-02');
    expect(digest.text).toContain(`抄送（${TITLES_PER_GROUP + 3}）`);
    expect(digest.text).toContain(`抄送 ${TITLES_PER_GROUP}`);
    expect(digest.text).not.toContain(`抄送 ${TITLES_PER_GROUP + 1}`);
    expect(digest.text).toContain('…另有 3 条');
  });

  it('adds the to-do counts that are not zero, in the recipient language', () => {
    const lines = [
      { key: 'followUps', count: 4, link: '/crm/follow', label: 'Follow-ups due' },
      { key: 'contracts', count: 0, link: '/crm/contract' },
    ];
    const digest = digestText('en-US', '2026-03-02', [{ event: 'copied', title: 'Trip' }], lines)!;
    expect(digest.text).toBe('Copied to me (1)\n  · Trip\nTo-dos\n  · Follow-ups due: 4');
    expect(remindersText('en-US', '2026-03-02', lines)?.text).toBe('· Follow-ups due: 4');
  });

  it('names a to-do item without a label by the to-do card\'s own name, with its look-ahead', () => {
    const lines = [
      { key: 'contractsExpiring', count: 2, link: '/crm/customerContract', days: 7 },
      { key: 'followsOverdue', count: 5, link: '/crm/follow', days: null },
    ];
    expect(remindersText('zh-CN', '2026-03-02', lines)?.text).toBe('· 7天内到期的合同：2\n· 逾期未跟进：5');
  });

  it('says nothing when there is nothing to say', () => {
    expect(digestText('zh-CN', '2026-03-02', [], [{ key: 'x', count: 0, link: '/' }])).toBeNull();
    expect(remindersText('zh-CN', '2026-03-02', [])).toBeNull();
  });
});
