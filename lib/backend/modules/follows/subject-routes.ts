import { followEntity } from '@/lib/entities/follow';
import type { EntityDef } from '@/lib/entity/types';
import type { Row } from '../../entity/behaviour';
import { variantRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import type { RouteDef } from '../../http/route';

/** The subject's own key name (customer_key) read as the follow-up's subject. */
function asSubject(subject: EntityDef) {
  return (raw: Row): Row => {
    const { [subject.key]: key, ...rest } = raw;
    return { ...rest, subject_kind: subject.name, ...(key === undefined ? {} : { subject_key: key }) };
  };
}

/** Follow-ups answered with their subject's key under the subject's own name as well. */
function withSubjectKey(subject: EntityDef) {
  const one = (row: unknown) => (row && typeof row === 'object' ? { ...(row as Row), [subject.key]: (row as Row).subject_key } : row);
  return (data: unknown) => {
    if (data && typeof data === 'object' && Array.isArray((data as { records?: unknown }).records)) {
      return { ...(data as Row), records: (data as { records: unknown[] }).records.map(one) };
    }
    return one(data);
  };
}

/**
 * A subject's follow log under the subject's own calls (the customer's follow log): the
 * shared follow-up calls, with the subject's key sent and answered under its own name.
 */
export function subjectFollowRoutes(subject: EntityDef, paths: { list: string; add: string }): RouteDef<never>[] {
  const follows = genericRoutesOf(followEntity);
  const input = asSubject(subject);
  const answer = withSubjectKey(subject);
  return [
    variantRoute(follows.query, 'GET', paths.list, { summary: `Follow-ups of ${subject.name} records (${subject.key})`, input, given: () => ({ subject_kind: subject.name }), answer }),
    variantRoute(follows.addOrUpdate, 'POST', paths.add, { summary: `Add a follow-up to a ${subject.name} (${subject.key})`, input, given: () => ({ subject_kind: subject.name }), answer }),
  ];
}
