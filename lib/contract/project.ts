import { z } from 'zod';

/**
 * The project calls' shapes (their paths: project-paths.ts) and the shapes their payloads give their
 * people: lists of {employee_key, employee_name}, {project_medium_key, project_medium_name} and
 * {process_member_key, process_member_name}. The records keep the keys comma-joined in
 * participant_keys, medium_keys and process_member_keys; answers carry both.
 */

const projectParticipantSchema = z.strictObject({ employee_key: z.string(), employee_name: z.string() });
const projectMediumSchema = z.strictObject({ project_medium_key: z.string(), project_medium_name: z.string() });
const processMemberSchema = z.strictObject({ process_member_key: z.string(), process_member_name: z.string() });

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
 * A save payload with lists of people mapped onto the record's fields: each list becomes
 * its keys (unless the keys field is given itself); names, emp_key and other extras are left for
 * validation to drop (the server names people itself and knows the caller from the token).
 */
export function fromPeopleLists(raw: unknown): unknown {
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
export const projectProgressSchema = z.strictObject({ done: z.number(), total: z.number(), percent: z.number().optional(), overdue: z.number().optional() });
export type ProjectProgress = z.infer<typeof projectProgressSchema>;

export const projectDocumentCountsSchema = z.strictObject({ folders: z.number(), files: z.number() });
export type ProjectDocumentCounts = z.infer<typeof projectDocumentCountsSchema>;

/** The overview's figures; null where that part of the workspace is not built yet. */
export const projectFiguresSchema = z.strictObject({
  objectives: projectProgressSchema.nullable(),
  tasks: projectProgressSchema.nullable(),
  budget: z.strictObject({ planned: z.number().nullable(), used: z.number().nullable() }),
  /** The cloud documents: live folders and files. */
  documents: projectDocumentCountsSchema.nullable(),
});
export type ProjectFigures = z.infer<typeof projectFiguresSchema>;

/** What a person does on the project. */
export const PROJECT_ROLES = ['manager', 'participant', 'medium', 'process'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

export const projectMemberSchema = z.strictObject({
  user_key: z.string(),
  realname: z.string(),
  /** The departments the person belongs to, by name. */
  depart_names: z.array(z.string()),
  roles: z.array(z.enum(PROJECT_ROLES)),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;
/** GET projectPaths.participants: everyone on the project once. */
export const projectMembersSchema = z.array(projectMemberSchema);

export const projectActivitySchema = z.strictObject({
  key: z.string(),
  /** create, update, approval, or a declared action (finish, reopen, close). */
  action: z.string(),
  operator_name: z.string().nullable(),
  /** ISO 8601. */
  time: z.string(),
  /** The fields that changed. */
  fields: z.array(z.string()),
  /** The status after the change, when it moved. */
  status: z.string().nullable(),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

export const projectApprovalSchema = z.strictObject({ instance_key: z.string(), status: z.string(), start_time: z.string(), end_time: z.string().nullable() });
export type ProjectApproval = z.infer<typeof projectApprovalSchema>;

/** GET projectPaths.overview: the workspace's first tab. */
export const projectOverviewSchema = z.strictObject({
  members: z.array(projectMemberSchema),
  figures: projectFiguresSchema,
  approval: projectApprovalSchema.nullable(),
  activity: z.array(projectActivitySchema),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

/** GET projectPaths.generateCode: the new code (also answered in msg). */
export const projectCodeSchema = z.strictObject({ code: z.string() });

/**
 * A project as its record answers it: the entity's declared fields (open, as every record), its
 * manager named and its people as the spec lists them.
 */
export const projectRecordSchema = z.looseObject({
  project_key: z.string(),
  project_name: z.string(),
  status: z.string(),
  version: z.number(),
  project_mgr_key: z.string(),
  project_mgr_name: z.string().nullable(),
  project_participants: z.array(projectParticipantSchema),
  project_medium_dtos: z.array(projectMediumSchema),
  medium_vos: z.array(projectMediumSchema),
  process_members_dtos: z.array(processMemberSchema),
});
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

/** GET projectPaths.details: the record, and whether the caller may change it. */
export const projectDetailsSchema = projectRecordSchema.extend({ can_edit: z.boolean() });
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;
