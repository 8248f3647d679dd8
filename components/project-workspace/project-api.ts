import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import type { EntityRecord } from '@/lib/contract/entity-answers';
import type { RecordValues } from '@/lib/contract/entity-calls';
import { approvalCallsOf } from '@/lib/contract/entity-feature-calls';
import type { ProjectDetails, ProjectOverview } from '@/lib/contract/project';
import { projectCalls } from '@/lib/contract/project-calls';
import { projectEntity } from '@/lib/entities/project';

export const projectDetailsKey = (projectKey: string) => ['project:details', projectKey] as const;
export const projectOverviewKey = (projectKey: string) => ['project:overview', projectKey] as const;

export function loadProject(projectKey: string): Promise<ProjectDetails> {
  return call(projectCalls.details, { projectKey }, { silent: true });
}

export function loadOverview(projectKey: string): Promise<ProjectOverview> {
  return call(projectCalls.overview, { projectKey }, { silent: true });
}

/** Saves (create, or update with key and version) or saves and submits; the caller shows the outcome. */
export function saveProject(payload: RecordValues, submit: boolean): Promise<Answer<EntityRecord>> {
  const saving = submit ? approvalCallsOf(projectEntity).saveApproved : payload.project_key ? projectCalls.update : projectCalls.save;
  return callAnswer(saving, payload, { silent: true });
}

/** The code the server generates for a city and a project name (answered in msg). */
export async function generateProjectCode(city: string, projectName: string): Promise<string> {
  return (await callAnswer(projectCalls.generateCode, { city, projectName })).msg;
}
