import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import type { EntityRecord } from '@/lib/contract/entity-answers';
import { projectPaths, type ProjectCode, type ProjectDetails, type ProjectOverview } from '@/lib/contract/project';

export const projectDetailsKey = (projectKey: string) => ['project:details', projectKey] as const;
export const projectOverviewKey = (projectKey: string) => ['project:overview', projectKey] as const;

export function loadProject(projectKey: string): Promise<ProjectDetails> {
  return request<ProjectDetails>(projectPaths.details, { query: { projectKey }, silent: true });
}

export function loadOverview(projectKey: string): Promise<ProjectOverview> {
  return request<ProjectOverview>(projectPaths.overview, { query: { projectKey }, silent: true });
}

/** Saves (create, or update with key and version) or saves and submits; the caller shows the outcome. */
export function saveProject(payload: Record<string, unknown>, submit: boolean): Promise<Answer<EntityRecord>> {
  const path = submit ? projectPaths.saveApproved : payload.project_key ? projectPaths.update : projectPaths.save;
  return requestAnswer<EntityRecord>(path, { json: payload, silent: true });
}

/** The code the server generates for a city and a project name (answered in msg). */
export async function generateProjectCode(city: string, projectName: string): Promise<string> {
  return (await requestAnswer<ProjectCode>(projectPaths.generateCode, { query: { city, projectName } })).msg;
}
