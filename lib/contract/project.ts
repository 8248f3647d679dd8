import { z } from 'zod';
import { projectEntity } from '@/lib/entities/project';

/**
 * The project calls (under /api/eis/restful) and the shapes their payloads give their
 * people: lists of {employee_key, employee_name}, {project_medium_key, project_medium_name} and
 * {process_member_key, process_member_name}. The records keep the keys comma-joined in
 * participant_keys, medium_keys and process_member_keys; answers carry both.
 */
const BASE = projectEntity.apiBase;

export const projectPaths = {
  query: `${BASE}/query`,
  save: `${BASE}/save`,
  saveApproved: `${BASE}/saveApproved`,
  update: `${BASE}/update`,
  /** GET ?projectKey= */
  details: `${BASE}/details`,
  /** GET ?projectKey=: everyone on the project with their part and department. */
  participants: `${BASE}/participants`,
  /** GET ?city=&projectName=: answers the code in msg. */
  generateCode: `${BASE}/generateCode`,
  /** POST ?projectKey=&status=: a manual status change (finish, reopen, close). */
  updateStatus: `${BASE}/updateStatus`,
  /** GET ?projectKey=: the workspace's overview. */
  overview: `${BASE}/overview`,
} as const;

export interface ProjectParticipant { employee_key: string; employee_name: string }
export interface ProjectMedium { project_medium_key: string; project_medium_name: string }
export interface ProcessMember { process_member_key: string; process_member_name: string }

/** How each list of people travels, and the field keeping its keys. */
export const PEOPLE_LISTS = [
  { list: 'project_participants', keyProp: 'employee_key', nameProp: 'employee_name', field: 'participant_keys' },
  { list: 'project_medium_dtos', keyProp: 'project_medium_key', nameProp: 'project_medium_name', field: 'medium_keys' },
  // What the save payload calls the media staff (medium_vos beside project_medium_dtos).
  { list: 'medium_vos', keyProp: 'project_medium_key', nameProp: 'project_medium_name', field: 'medium_keys' },
  { list: 'process_members_dtos', keyProp: 'process_member_key', nameProp: 'process_member_name', field: 'process_member_keys' },
] as const;

function keysOfList(list: unknown, keyProp: string): string[] | null {
  if (!Array.isArray(list)) return null;
  return list.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const key = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[keyProp] : undefined;
    return typeof key === 'string' && key !== '' ? [key] : [];
  });
}

/**
 * A save payload in the spec's shape mapped onto the record's fields: each list of people becomes
 * its keys (unless the keys field is given itself); names, emp_key and other extras are left for
 * validation to drop (the server names people itself and knows the caller from the token).
 */
export function fromSpecPayload(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const payload: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const { list, keyProp, field } of PEOPLE_LISTS) {
    const keys = keysOfList(payload[list], keyProp);
    if (keys !== null && (payload[field] === undefined || payload[field] === null)) payload[field] = keys.join(',');
  }
  return payload;
}

export const projectKeyQuery = z.object({ projectKey: z.string().trim().min(1, 'entity.project.validation.keyRequired').max(64) });

/**
 * Done of all (objectives, tasks); objectives add their combined progress in percent (weighted),
 * tasks how many are overdue.
 */
export interface ProjectProgress { done: number; total: number; percent?: number; overdue?: number }

/** The overview's figures; null where that part of the workspace is not built yet. */
export interface ProjectFigures {
  objectives: ProjectProgress | null;
  tasks: ProjectProgress | null;
  budget: { planned: number | null; used: number | null };
  /** The cloud documents: live folders and files. */
  documents: ProjectDocumentCounts | null;
}

export interface ProjectDocumentCounts { folders: number; files: number }

/** What a person does on the project. */
export const PROJECT_ROLES = ['manager', 'participant', 'medium', 'process'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

export interface ProjectMember {
  user_key: string;
  realname: string;
  /** The departments the person belongs to, by name. */
  depart_names: string[];
  roles: ProjectRole[];
}

export interface ProjectActivity {
  key: string;
  /** create, update, approval, or a declared action (finish, reopen, close). */
  action: string;
  operator_name: string | null;
  /** ISO 8601. */
  time: string;
  /** The fields that changed. */
  fields: string[];
  /** The status after the change, when it moved. */
  status: string | null;
}

export interface ProjectApproval {
  instance_key: string;
  status: string;
  start_time: string;
  end_time: string | null;
}

/** GET projectPaths.overview: the workspace's first tab. */
export interface ProjectOverview {
  members: ProjectMember[];
  figures: ProjectFigures;
  approval: ProjectApproval | null;
  activity: ProjectActivity[];
}
