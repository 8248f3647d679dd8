import { businessEntity } from '@/lib/entities/business';
import { clueEntity } from '@/lib/entities/clue';
import { customerEntity } from '@/lib/entities/customer';
import { followEntity } from '@/lib/entities/follow';
import { orderEntity } from '@/lib/entities/order';
import { reservationEntity } from '@/lib/entities/reservation';
import type { EntityDef } from '@/lib/entity/types';

/**
 * One thing the reports count: records of an entity whose `time` field falls in the range, whose
 * `user` field names someone of the scope, with `fixed` list filters besides; `sum` adds a money
 * field up instead of counting. Everything is a list filter, so the list call with the same
 * parameters shows exactly the records counted.
 */
export interface Measure {
  entity: EntityDef;
  time: string;
  user: string;
  fixed?: Readonly<Record<string, string>>;
  sum?: string;
}

/** Customers out of the pool: the customer list's own view (its menu fixes in_sea=false). */
const OWNED = { in_sea: 'false' } as const;

export const MEASURES = {
  cluesAdded: { entity: clueEntity, time: 'create_time', user: 'follower' },
  cluesFollowed: { entity: followEntity, time: 'follow_time', user: 'follower', fixed: { subject_kind: 'clue' } },
  cluesConverted: { entity: clueEntity, time: 'convert_time', user: 'follower' },
  customersAdded: { entity: customerEntity, time: 'create_time', user: 'follower', fixed: OWNED },
  customersFollowed: { entity: followEntity, time: 'follow_time', user: 'follower', fixed: { subject_kind: 'customer' } },
  customersSigned: { entity: customerEntity, time: 'sign_time', user: 'follower', fixed: OWNED },
  businessAdded: { entity: businessEntity, time: 'create_time', user: 'follower' },
  businessFollowed: { entity: followEntity, time: 'follow_time', user: 'follower', fixed: { subject_kind: 'business' } },
  // A won opportunity cancelled afterwards no longer counts.
  businessWon: { entity: businessEntity, time: 'won_time', user: 'follower', fixed: { status: '!cancelled' } },
  businessWonAmount: { entity: businessEntity, time: 'won_time', user: 'follower', fixed: { status: '!cancelled' }, sum: 'amount' },
  // Confirmed (or since completed) orders; one cancelled afterwards no longer counts.
  ordersConfirmed: { entity: orderEntity, time: 'confirm_time', user: 'order_maker', fixed: { status: 'confirmed,completed' } },
  orderAmount: { entity: orderEntity, time: 'confirm_time', user: 'order_maker', fixed: { status: 'confirmed,completed' }, sum: 'total_amount' },
  visitsArrived: { entity: reservationEntity, time: 'arrival_time', user: 'receptionist', fixed: { status: 'arrived' } },
  visitsBooked: { entity: reservationEntity, time: 'visit_time', user: 'receptionist', fixed: { status: 'booked,arrived' } },
  follows: { entity: followEntity, time: 'follow_time', user: 'follower' },
} as const satisfies Record<string, Measure>;
export type MeasureName = keyof typeof MEASURES;
