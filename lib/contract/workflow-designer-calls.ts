import type { z } from 'zod';
import { positionEntity } from '@/lib/entities/position';
import { declareCall } from './call';
import type { recordPageSchema } from './entity-answers';
import type { rolesSchema } from './permission-answers';

type Out<S extends z.ZodType> = z.infer<S>;

/**
 * What the process designers read of the organisation to name approvers by (./call.ts): every role,
 * and the positions (a page of position records, as the generic list answers it).
 */
export const workflowDesignerCalls = {
  roles: declareCall<undefined, Out<typeof rolesSchema>>('GET', '/api/app/base/sys/role/queryall'),
  positions: declareCall<{ pageNo: number; pageSize: number }, Out<typeof recordPageSchema>>('POST', `${positionEntity.apiBase}/query`),
};
