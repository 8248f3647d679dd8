import type { StepDeps, WriteStep } from '../../write-step';

/**
 * Fields the server sets on a new record: `onCreate` stamps (when, who) and `creatorByDefault`
 * user fields the creator holds unless the caller named someone.
 */
export function creationStampsStep({ entity }: StepDeps): WriteStep {
  const stamps = Object.entries(entity.fields).flatMap(([name, f]) => (f.onCreate ? [[name, f.onCreate] as const] : []));
  const creatorDefaults = Object.entries(entity.fields).flatMap(([name, f]) => (f.type === 'user' && f.creatorByDefault ? [name] : []));
  return {
    feature: 'creation-stamps',
    create: {
      shape({ row, batch: { auth } }) {
        for (const [name, what] of stamps) row[name] = what === 'now' ? new Date() : auth.userKey;
        for (const name of creatorDefaults) if (row[name] === undefined || row[name] === null || row[name] === '') row[name] = auth.userKey;
      },
    },
  };
}
