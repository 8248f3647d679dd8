import { describe, expect, it } from 'vitest';
import { projectTaskEntity } from '@/lib/entities/project-task';
import { customerEntity } from '@/lib/entities/customer';
import { isOverdue } from '@/lib/entity/features/overdue/overdue';

describe('overdue records', () => {
  const today = '2026-03-10';
  it('is a record whose date lies before today, unless its excusing field says otherwise', () => {
    expect(isOverdue(projectTaskEntity, { due_date: '2026-03-09', status: 'doing' }, today)).toBe(true);
    expect(isOverdue(projectTaskEntity, { due_date: '2026-03-09', status: 'todo' }, today)).toBe(true);
    expect(isOverdue(projectTaskEntity, { due_date: '2026-03-10', status: 'todo' }, today)).toBe(false);
    expect(isOverdue(projectTaskEntity, { due_date: '2026-03-09', status: 'done' }, today)).toBe(false);
    expect(isOverdue(projectTaskEntity, { due_date: null, status: 'todo' }, today)).toBe(false);
  });
  it('never is for an entity that declares no rule', () => {
    expect(isOverdue(customerEntity, { due_date: '2000-01-01' }, today)).toBe(false);
  });
});
