import { describe, expect, it } from 'vitest';
import { burnDownDays, openAtEndOf, type TaskDays } from '@/lib/backend/modules/project-report/burn-down';

const range = { from: '2026-03-01', to: '2026-03-05' };

describe('a task open at the end of a day', () => {
  it('is created on or before the day and not done by then', () => {
    const task: TaskDays = { created: '2026-03-02', done: '2026-03-04' };
    expect(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((d) => openAtEndOf(task, d))).toEqual([false, true, true, false, false]);
    // Done the day it was created: never open at a day's end.
    expect(openAtEndOf({ created: '2026-03-02', done: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(openAtEndOf({ created: '2026-03-02', done: null }, '2026-03-30')).toBe(true);
  });
});

describe('the burn-down of a range', () => {
  const tasks: TaskDays[] = [
    { created: '2026-02-20', done: null },
    { created: '2026-02-25', done: '2026-03-02' },
    { created: '2026-03-01', done: '2026-03-03' },
    { created: '2026-03-03', done: null }, // added mid-range: the line goes up
    { created: '2026-03-10', done: null }, // after the range: never counted
  ];

  it('counts the open tasks at the end of each day, up to today; days to come have none', () => {
    const days = burnDownDays(range, tasks, '2026-03-04', '2026-03-05');
    expect(days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    expect(days.map((d) => d.remaining)).toEqual([3, 2, 2, 2, null]);
  });

  it('draws the ideal from the first day’s open count to zero on the range’s last day', () => {
    expect(burnDownDays(range, tasks, '2026-03-05', '2026-03-05').map((d) => d.ideal)).toEqual([3, 2.25, 1.5, 0.75, 0]);
  });

  it('reaches zero on the project’s end day instead, and stays there; or falls only part way when the end is later', () => {
    expect(burnDownDays(range, tasks, '2026-03-05', '2026-03-03').map((d) => d.ideal)).toEqual([3, 1.5, 0, 0, 0]);
    expect(burnDownDays(range, tasks, '2026-03-05', '2026-03-09').map((d) => d.ideal)).toEqual([3, 2.63, 2.25, 1.88, 1.5]);
  });

  it('has an ideal of zero when the project ended before the range began', () => {
    expect(burnDownDays(range, tasks, '2026-03-05', '2026-02-01').every((d) => d.ideal === 0)).toBe(true);
  });

  it('answers a one-day range, crossing a month’s end and a leap day', () => {
    expect(burnDownDays({ from: '2026-03-01', to: '2026-03-01' }, tasks, '2026-03-01', '2026-03-01')).toEqual([{ day: '2026-03-01', remaining: 3, ideal: 0 }]);
    expect(burnDownDays({ from: '2028-02-28', to: '2028-03-01' }, [], '2028-03-01', '2028-03-01').map((d) => d.day)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
