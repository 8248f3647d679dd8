import { z } from 'zod';

/** One department of a customer's organisation with those under it (findByCustomerKey's tree). */
export interface CustomerDepartmentNode {
  customer_department_key: string;
  customer_department_name: string;
  parent_customer_department_key: string | null;
  /** The department's key and name again, for tree widgets. */
  key: string;
  title: string;
  child_list: CustomerDepartmentNode[];
}

export const customerDepartmentNodeSchema: z.ZodType<CustomerDepartmentNode> = z.strictObject({
  customer_department_key: z.string(),
  customer_department_name: z.string(),
  parent_customer_department_key: z.string().nullable(),
  key: z.string(),
  title: z.string(),
  get child_list() {
    return z.array(customerDepartmentNodeSchema);
  },
}).meta({ id: 'CustomerDepartmentNode' });

/** `GET …/findByCustomerKey/{id}` (the customer's key): the customer's departments the caller may see, as a tree. */
export const customerDepartmentTreeSchema = z.array(customerDepartmentNodeSchema);
