import { screen, waitFor, within } from '@testing-library/react';
import { Button, Drawer, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from './render';

function Sample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form onFinish={() => {}}>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}><Input /></Form.Item>
        <Form.Item name="kind" label="类型"><Select options={[{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }]} /></Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>
      <Table rowKey="k" columns={[{ title: '列', dataIndex: 'v' }]} dataSource={[{ k: 1, v: '值一' }]} />
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Drawer open={open} title="抽屉" onClose={() => setOpen(false)}>内容</Drawer>
    </>
  );
}

describe('antd in the DOM', () => {
  it('form, select, table, drawer', async () => {
    const { user } = renderInApp(<Sample />);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('乙'));
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent ?? document.querySelector('.ant-select-selection-item')?.textContent).toContain('乙'));
    expect(within(document.querySelector('.ant-table')! as HTMLElement).getByText('值一')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /打\s*开/ }));
    expect(await screen.findByText('内容')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
