import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customerDepartmentTreeSchema, type CustomerDepartmentNode } from '@/lib/contract/customer-departments';
import { ok } from '@/lib/contract/envelope';
import { customerDepartmentEntity } from '@/lib/entities/customer-department';
import { crmCustomerDepartment } from '../../db/schema';
import { crmCalls } from '@/lib/contract/crm-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { scopeDepartKeys } from '../../entity/scope';

/** A customer's organisation as a tree (nested in child_list), within the caller's scope. */
const findByCustomerKey = defineCallRoute(crmCalls.customerDepartmentTree, {
  tag: customerDepartmentEntity.name,
  summary: "A customer's departments as a tree (customer_department_key, customer_department_name, child_list)",
  permission: customerDepartmentEntity.rights.read,
  input: z.object({ id: z.string().min(1).max(64) }),
  output: customerDepartmentTreeSchema,
  async handler({ db, auth, input }) {
    const scope = await scopeDepartKeys(db, auth);
    const rows = await db.select().from(crmCustomerDepartment)
      .where(and(eq(crmCustomerDepartment.customer_key, input.id), eq(crmCustomerDepartment.del_flag, 0)))
      .orderBy(asc(crmCustomerDepartment.sort_no), asc(crmCustomerDepartment.customer_department_name));
    const visible = scope === null ? rows : rows.filter((r) => r.belong_depart && scope.includes(r.belong_depart));
    const nodes = new Map<string, CustomerDepartmentNode>(visible.map((r) => [r.customer_department_key, {
      customer_department_key: r.customer_department_key, customer_department_name: r.customer_department_name,
      parent_customer_department_key: r.parent_customer_department_key, key: r.customer_department_key, title: r.customer_department_name, child_list: [],
    }]));
    const roots: CustomerDepartmentNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_customer_department_key ? nodes.get(node.parent_customer_department_key) : undefined;
      if (parent) parent.child_list.push(node);
      else roots.push(node);
    }
    return ok(roots);
  },
});

export const customerDepartmentRoutes = [findByCustomerKey] as RouteDef<never>[];
