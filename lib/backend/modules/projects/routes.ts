import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { PEOPLE_LISTS, projectCodeSchema, projectDetailsSchema, projectKeyQuery, projectMembersSchema, projectOverviewSchema, type ProjectActivity, type ProjectMember, type ProjectOverview, type ProjectRecord, type ProjectRole } from '@/lib/contract/project';
import { projectCalls } from '@/lib/contract/project-calls';
import { projectPaths } from '@/lib/contract/project-paths';
import type { Sent } from '@/lib/contract/sent';
import { actionCountSchema } from '@/lib/contract/entity-answers';
import { PROJECT_STATUSES, projectEntity } from '@/lib/entities/project';
import { messageWith } from '@/lib/entity/messages';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { okrProject, sysAuditLog, sysDepart, sysUser, sysUserDepart } from '../../db/schema';
import type { Row } from '../../entity/behaviour';
import { aliasRoute } from '../../entity/crud';
import { approvalEngine } from '../../entity/plug-ins';
import { actionRoutesOf, genericRoutesOf, listingOf, writerOf } from '../../entity/registry';
import { ApiError, badRequest } from '../../http/errors';
import { delegatedAnswer } from '../../http/delegated-answer';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { nextProjectCode } from './code';
import { projectFigures } from './figures';

const generic = genericRoutesOf(projectEntity);
const actions = actionRoutesOf(projectEntity);
const tag = projectEntity.name;
const read = projectEntity.rights.read;

/** One project the caller may read, as the calls answer it (people named). */
async function readableProject(db: Db, auth: AuthContext, key: string): Promise<Row> {
  const row = await writerOf(projectEntity).loadOwned(db, auth, key);
  return (await listingOf(projectEntity).answer(db, [row], auth))[0]!;
}

/** Whether the caller may change the project (its manager, a leader of its people, an administrator). */
async function mayChange(db: Db, auth: AuthContext, key: string): Promise<boolean> {
  const condition = await listingOf(projectEntity).scopeCondition(db, auth, 'write');
  if (!condition) return true;
  const [hit] = await db.select({ key: okrProject.project_key }).from(okrProject).where(and(eq(okrProject.project_key, key), condition)).limit(1);
  return Boolean(hit);
}

const details = defineCallRoute(projectCalls.details, {
  tag,
  summary: 'One project by projectKey, with its people as lists with their names (project_participants, project_medium_dtos, process_members_dtos), project_mgr_name, and can_edit: whether the caller may change it',
  output: projectDetailsSchema,
  permission: read,
  input: projectKeyQuery,
  async handler({ db, auth, input }) {
    // The listing answers the declared fields with the people named (behaviour.ts): a project record, as the tests parse it.
    const project = (await readableProject(db, auth, input.projectKey)) as Sent<ProjectRecord>;
    return ok({ ...project, can_edit: await mayChange(db, auth, input.projectKey) });
  },
});

/** The project's latest approval round (its status on the overview), through the approval engine plugged in. */
async function latestApprovalOf(db: Db, projectKey: string) {
  const [latest] = await approvalEngine().rounds(db, projectEntity.approval.bizType, projectKey);
  return latest ?? null;
}

const splitKeys = (value: unknown): string[] => (typeof value === 'string' && value ? value.split(',').filter(Boolean) : []);

/** Everyone on the project once, with what they do there and their departments. */
async function membersOf(db: Db, project: Row): Promise<ProjectMember[]> {
  const roles = new Map<string, ProjectRole[]>();
  const add = (key: string, role: ProjectRole) => roles.set(key, [...(roles.get(key) ?? []), role]);
  if (project.project_mgr_key) add(String(project.project_mgr_key), 'manager');
  const roleOfField: Record<string, ProjectRole> = { participant_keys: 'participant', medium_keys: 'medium', process_member_keys: 'process' };
  for (const field of new Set(PEOPLE_LISTS.map((p) => p.field))) for (const key of splitKeys(project[field])) add(key, roleOfField[field]!);
  const keys = [...roles.keys()];
  if (keys.length === 0) return [];
  const [users, departs] = await Promise.all([
    db.select({ key: sysUser.user_key, name: sysUser.realname }).from(sysUser).where(inArray(sysUser.user_key, keys)),
    db.select({ key: sysUserDepart.user_key, name: sysDepart.depart_name }).from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.depart_key, sysUserDepart.depart_key))
      .where(and(inArray(sysUserDepart.user_key, keys), eq(sysDepart.del_flag, 0))).orderBy(sysDepart.sort_no),
  ]);
  const names = new Map(users.map((u) => [u.key, u.name]));
  return keys.map((key) => ({
    user_key: key,
    realname: names.get(key) ?? key,
    depart_names: departs.filter((d) => d.key === key).map((d) => d.name),
    roles: [...new Set(roles.get(key))],
  }));
}

const participants = defineRoute({
  method: 'GET',
  path: projectPaths.participants,
  tag,
  summary: "A project's people: manager, participants, media staff and process members, each once with roles and department names",
  permission: read,
  input: projectKeyQuery,
  output: projectMembersSchema,
  async handler({ db, auth, input }) {
    return ok(await membersOf(db, await readableProject(db, auth, input.projectKey)));
  },
});

const ACTIVITY_SHOWN = 8;

async function activityOf(db: Db, projectKey: string): Promise<ProjectActivity[]> {
  const rows = await db.select().from(sysAuditLog)
    .where(and(eq(sysAuditLog.entity, projectEntity.name), eq(sysAuditLog.record_key, projectKey)))
    .orderBy(desc(sysAuditLog.create_time), desc(sysAuditLog.audit_key)).limit(ACTIVITY_SHOWN * 2);
  // A save that changed nothing is not news.
  return rows.filter((r) => r.action !== 'update' || r.changes.length > 0).slice(0, ACTIVITY_SHOWN).map((r) => {
    const status = r.changes.find((c) => c.field === 'status');
    return {
      key: r.audit_key, action: r.action, operator_name: r.operator_name, time: r.create_time.toISOString(),
      fields: r.changes.map((c) => c.field), status: typeof status?.new === 'string' ? status.new : null,
    };
  });
}

const overview = defineCallRoute(projectCalls.overview, {
  tag,
  summary: "The workspace overview of a project: its people, its figures (objectives, tasks, budget; null where not available yet), its latest approval and latest changes",
  permission: read,
  input: projectKeyQuery,
  output: projectOverviewSchema,
  async handler({ db, auth, input }) {
    const project = await readableProject(db, auth, input.projectKey);
    const [members, figures, approval, activity] = await Promise.all([
      membersOf(db, project),
      projectFigures(db, input.projectKey, project.initial_budget === null || project.initial_budget === undefined ? null : Number(project.initial_budget)),
      latestApprovalOf(db, input.projectKey),
      activityOf(db, input.projectKey),
    ]);
    const answer: ProjectOverview = {
      members,
      figures,
      approval: approval ? { instance_key: approval.instance_key, status: approval.status, start_time: approval.start_time.toISOString(), end_time: approval.end_time?.toISOString() ?? null } : null,
      activity,
    };
    return ok(answer);
  },
});

const generateCode = defineCallRoute(projectCalls.generateCode, {
  tag,
  summary: "A new project code from the city and the project name (both required): XM, the city's division code, the day, a sequence; answered in msg (and data.code)",
  permission: read,
  input: z.object({
    city: z.string({ error: 'entity.project.validation.codeNeedsCity' }).trim().min(1, 'entity.project.validation.codeNeedsCity').max(50),
    projectName: z.string({ error: 'entity.project.validation.codeNeedsName' }).trim().min(1, 'entity.project.validation.codeNeedsName').max(100),
  }),
  output: projectCodeSchema,
  async handler({ db, input }) {
    const code = await nextProjectCode(db, input.city);
    if (!code) throw badRequest(messageWith('entity.project.validation.unknownCity', { city: input.city }));
    return ok({ code }, code);
  },
});

/** The declared action that moves a project to a status: the manual moves are exactly those. */
const actionByTarget = new Map(Object.entries(projectEntity.actions ?? {}).flatMap(([name, action]) => {
  const set = action.set.status;
  return set && 'value' in set && typeof set.value === 'string' ? [[set.value, name] as const] : [];
}));

const updateStatus = defineRoute({
  method: 'POST',
  path: projectPaths.updateStatus,
  tag,
  summary: `Change a project's status, given as query parameters projectKey and status: ${[...actionByTarget.keys()].join(', ')} by hand (as the declared actions); the others follow the initiation approval`,
  output: actionCountSchema,
  permission: read,
  input: projectKeyQuery.extend({ status: z.enum(PROJECT_STATUSES, { error: 'entity.project.validation.unknownStatus' }) }),
  async handler(ctx) {
    const name = actionByTarget.get(ctx.input.status);
    if (!name) throw new ApiError(ResultCode.conflict, messageWith('entity.project.validation.statusByApproval', { status: ctx.input.status }));
    const action = actions[name]!;
    return delegatedAnswer(action, actionCountSchema, { ...ctx, input: { ids: [ctx.input.projectKey] } as never });
  },
});

/**
 * The project calls (docs/architecture.md, "The embedded backend") beside the generic ones under the same base (query, addOrUpdate,
 * detail, deleteById, the declared actions, saveApproved): save and update are addOrUpdate, update
 * insisting on the key it changes.
 */
export const projectRoutes: RouteDef<never>[] = [
  aliasRoute(generic.addOrUpdate, 'POST', projectPaths.save),
  {
    ...aliasRoute(generic.addOrUpdate, 'POST', projectPaths.update),
    input: (generic.addOrUpdate.input as unknown as z.ZodType<Row>).refine((v) => Boolean(v.project_key), { message: 'entity.project.validation.keyRequired', path: ['project_key'] }),
  } as RouteDef<never>,
  details as RouteDef<never>,
  participants as RouteDef<never>,
  overview as RouteDef<never>,
  generateCode as RouteDef<never>,
  updateStatus as RouteDef<never>,
];
