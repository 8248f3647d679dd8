import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { projectPaths, type ProjectCode, type ProjectMember, type ProjectOverview } from '@/lib/contract/project';

/** A project as the details call answers it (its fields, people named, can_edit for the caller). */
export type ProjectRecord = Record<string, unknown> & {
  project_key: string;
  project_name: string;
  status: string;
  version: number;
  can_edit?: boolean;
};

export const projectDetailsKey = (projectKey: string) => ['project:details', projectKey] as const;
export const projectOverviewKey = (projectKey: string) => ['project:overview', projectKey] as const;

export function loadProject(projectKey: string): Promise<ProjectRecord> {
  return request<ProjectRecord>(projectPaths.details, { query: { projectKey }, silent: true });
}

export function loadOverview(projectKey: string): Promise<ProjectOverview> {
  return request<ProjectOverview>(projectPaths.overview, { query: { projectKey }, silent: true });
}

export function loadParticipants(projectKey: string): Promise<ProjectMember[]> {
  return request<ProjectMember[]>(projectPaths.participants, { query: { projectKey } });
}

/** Saves (create, or update with key and version) or saves and submits; the caller shows the outcome. */
export function saveProject(payload: Record<string, unknown>, submit: boolean): Promise<Answer<ProjectRecord>> {
  const path = submit ? projectPaths.saveApproved : payload.project_key ? projectPaths.update : projectPaths.save;
  return requestAnswer<ProjectRecord>(path, { json: payload, silent: true });
}

/** The code the server generates for a city and a project name (answered in msg). */
export async function generateProjectCode(city: string, projectName: string): Promise<string> {
  return (await requestAnswer<ProjectCode>(projectPaths.generateCode, { query: { city, projectName } })).msg;
}
