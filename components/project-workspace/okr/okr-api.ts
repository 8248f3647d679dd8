'use client';

import { mutate } from 'swr';
import { keyResultCheckInEntity } from '@/lib/entities/key-result-check-in';
import { keyResultEntity } from '@/lib/entities/key-result';
import { objectiveEntity } from '@/lib/entities/objective';
import { queryRecords } from '@/components/entity/entity-api';
import type { EntityRecord } from '@/components/entity/fields';

/** More than a project ever sets itself; the tab shows them all at once. */
const ALL = 200;

export const objectivesKey = (projectKey: string) => ['okr:objectives', projectKey] as const;
export const keyResultsKey = (objectiveKey: string) => ['okr:keyResults', objectiveKey] as const;
export const checkInsKey = (keyResultKey: string) => ['okr:checkIns', keyResultKey] as const;

export async function loadObjectives(projectKey: string): Promise<EntityRecord[]> {
  return (await queryRecords(objectiveEntity, { project_key: projectKey, pageNo: 1, pageSize: ALL, column: 'create_time', order: 'asc' })).records;
}

export async function loadKeyResults(objectiveKey: string): Promise<EntityRecord[]> {
  return (await queryRecords(keyResultEntity, { objective_key: objectiveKey, pageNo: 1, pageSize: ALL, column: 'create_time', order: 'asc' })).records;
}

export async function loadCheckIns(keyResultKey: string): Promise<EntityRecord[]> {
  return (await queryRecords(keyResultCheckInEntity, { key_result_key: keyResultKey, pageNo: 1, pageSize: ALL, column: 'check_in_time', order: 'desc' })).records;
}

/** After a change below an objective: its key results and the objectives (their rolled-up progress) load again. */
export function refreshObjective(projectKey: string, objectiveKey: string): void {
  void mutate(keyResultsKey(objectiveKey));
  void mutate(objectivesKey(projectKey));
}
