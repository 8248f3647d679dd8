import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerDepartmentNode } from '@/lib/contract/customer-departments';
import { answer } from '../support/answers';
import { openEntityForm, saveAndSent } from '../support/entity-form';
import { cancelIn, closed, dialogNamed, okIn, pickOption } from '../support/dialogs';
import { boxTags, treeNode } from '../support/pickers';

/**
 * The customer-department picker: a customer department's parent, in the customer department
 * form, from the organisation of the customer the same form names.
 */
const CUSTOMERS = [
  { customer_key: 'cus-org', customer_name: '组织测试客户' },
  { customer_key: 'cus-bare', customer_name: '无组织客户' },
];
const node = (key: string, name: string, parent: string | null, children: CustomerDepartmentNode[] = []): CustomerDepartmentNode => ({
  customer_department_key: key, customer_department_name: name, parent_customer_department_key: parent, key, title: name, child_list: children,
});
const ORGANISATION = [node('cd-hq', '总部', null, [node('cd-assets', '资管部', 'cd-hq')])];
const TREE_PATH = '/api/crm/customer/department/findByCustomerKey';

describe('the customer-department picker', () => {
  it('needs the customer, notes an empty organisation, spins while loading, and picks a department', async () => {
    const opened = await openEntityForm('customerDepartment');
    const { form, user } = opened;
    answer('/api/crm/customer/query', { records: CUSTOMERS, total: CUSTOMERS.length });
    answer(`${TREE_PATH}/cus-bare`, []);
    // The organisation's answer is held until the spinner has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer(`${TREE_PATH}/cus-org`, () => held.then(() => ORGANISATION));
    // The input loads with the form (next/dynamic).
    const parent = await waitFor(() => within(form).getByTestId('customer-department-field').parentElement!.querySelector<HTMLElement>('#entity-form-customerDepartment_parent_customer_department_key')!);
    const customer = 'entity-form-customerDepartment_customer_key';

    await user.click(parent);
    let picker = await dialogNamed('选择客户组织架构');
    expect(picker.textContent).toContain('请先选择客户，再选择客户组织架构！');
    await user.click(cancelIn(picker));
    await closed(picker);

    await pickOption(user, form, customer, '无组织客户');
    await user.click(parent);
    picker = await dialogNamed('选择客户组织架构');
    await waitFor(() => expect(picker.querySelector('.ant-empty')?.textContent).toContain('该客户暂无组织架构'));
    await user.click(cancelIn(picker));
    await closed(picker);

    await pickOption(user, form, customer, '组织测试客户');
    await user.click(parent);
    picker = await dialogNamed('选择客户组织架构');
    await waitFor(() => expect(picker.querySelector('.ant-spin')).toBeTruthy());
    release();
    await waitFor(() => expect(within(picker).getByText('资管部', { exact: true })).toBeTruthy());
    expect(picker.querySelector('.ant-spin')).toBeNull();
    await user.click(treeNode(picker, '资管部').querySelector<HTMLElement>('.ant-tree-checkbox')!);
    await user.click(okIn(picker));
    await closed(picker);
    expect(boxTags(form, 'customer-department-field')).toEqual(['资管部']);

    await user.type(form.querySelector<HTMLInputElement>('#entity-form-customerDepartment_customer_department_name')!, '项目组');
    expect(await saveAndSent(opened, 'customerDepartment')).toMatchObject({ customer_key: 'cus-org', customer_department_name: '项目组', parent_customer_department_key: 'cd-assets' });
  });
});
