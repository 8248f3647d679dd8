import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { STEP_FIELDS, toSavePayload, toWizardValues, wizardIssues, type WizardValues } from '@/components/project-workspace/wizard/wizard-values';
import { activeTabPath, WORKSPACE_TABS } from '@/components/project-workspace/workspace-tabs';
import { fromPeopleLists } from '@/lib/contract/project';
import { translate } from '@/lib/i18n/messages';

const filled: WizardValues = {
  ...toWizardValues(null),
  project_mgr_key: 'usr-sales',
  customer_key: 'cus-demo-01',
  customer_contacts_key: ['con-demo-01', 'con-demo-02'],
  project_name: '浦江信托资产报告自动化',
  project_code: 'XM3101-260521-001',
  project_time: [dayjs('2026-06-01 09:00:00'), dayjs('2026-12-31 18:00:00')],
  initial_budget: 300000,
  participant_keys: ['usr-finance'],
  medium_keys: ['usr-sales'],
};

const zh = (key: string | undefined) => (key ? translate('zh-CN', key) : undefined);

describe('the project wizard’s values', () => {
  it('starts a new project in 广州, its manager still to be chosen', () => {
    const fresh = toWizardValues(null);
    expect(fresh.project_city).toBe('广州');
    expect(fresh.project_mgr_key).toBeNull();
    expect(fresh.participant_keys).toEqual([]);
  });

  it('reads a stored project, people comma-joined and times as the business zone’s wall clock', () => {
    const values = toWizardValues({ project_name: 'A', project_city: '深圳', participant_keys: 'u1,u2', project_mgr_key: 'u1', project_start_time: '2026-01-01T01:00:00.000Z', initial_budget: '1200.5' });
    expect(values).toMatchObject({ project_name: 'A', project_city: '深圳', participant_keys: ['u1', 'u2'], project_mgr_key: 'u1', initial_budget: 1200.5 });
    expect(values.project_time?.[0]?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 09:00:00');
  });

  it('saves lists of people with names, emp_key, times with their offset, key and version when editing', () => {
    const payload = toSavePayload(filled, { projectKey: 'p1', version: 3 }, 'usr-sales', { user: (k) => (k === 'usr-finance' ? '王芳' : '李娜') });
    expect(payload).toMatchObject({
      project_key: 'p1', version: 3, emp_key: 'usr-sales',
      project_start_time: '2026-06-01T09:00:00+08:00', project_end_time: '2026-12-31T18:00:00+08:00',
      customer_contacts_key: 'con-demo-01,con-demo-02', project_mgr_name: '李娜',
      project_participants: [{ employee_key: 'usr-finance', employee_name: '王芳' }],
      project_medium_dtos: [{ project_medium_key: 'usr-sales', project_medium_name: '李娜' }],
      medium_vos: [{ project_medium_key: 'usr-sales', project_medium_name: '李娜' }],
      process_members_dtos: [],
    });
    expect(fromPeopleLists(payload)).toMatchObject({ participant_keys: 'usr-finance', medium_keys: 'usr-sales', process_member_keys: '' });
    expect(wizardIssues(payload)).toEqual({});
  });

  it('says the wizard’s own words for each missing value, on the field the wizard shows', () => {
    const issues = (values: Partial<WizardValues>) => wizardIssues(toSavePayload({ ...filled, ...values }, null, 'usr-sales'));
    expect(zh(issues({ project_code: '' }).project_code)).toBe('请输入项目编号！');
    expect(zh(issues({ project_name: '  ' }).project_name)).toBe('请输入项目名称！');
    expect(zh(issues({ project_city: '' }).project_city)).toBe('请填写项目城市！');
    expect(zh(issues({ project_time: null }).project_time)).toBe('请选择项目时间！');
    expect(zh(issues({ project_time: [dayjs('2026-06-01'), null] }).project_time)).toBe('请选择项目时间！');
    expect(zh(issues({ customer_key: null }).customer_key)).toBe('请选择客户');
    expect(zh(issues({ project_mgr_key: null }).project_mgr_key)).toBe('请选择项目经理！');
    expect(zh(issues({ participant_keys: [] }).participant_keys)).toBe('请选择参与人员');
    expect(translate('en-US', issues({ project_code: '' }).project_code!)).toBe('Please enter the project code!');
  });

  it('checks each field on the step that shows it', () => {
    const [basic, members] = STEP_FIELDS;
    for (const field of ['customer_key', 'project_code', 'project_name', 'project_city', 'project_time'] as const) expect(basic).toContain(field);
    for (const field of ['project_mgr_key', 'participant_keys'] as const) expect(members).toContain(field);
  });
});

describe('the workspace’s tabs', () => {
  it('follow the header’s order', () => {
    expect(WORKSPACE_TABS.map((t) => t.path)).toEqual([
      '/okrProject/overview', '/okrProject/okr', '/okrProject/task', '/okrProject/resource', '/okrProject/price',
      '/okrProject/projevtbudget', '/okrProject/document', '/okrProject/report', '/okrProject/contract',
    ]);
  });

  it('highlight a tab for its own path, or the one a page’s prevent names', () => {
    expect(activeTabPath('/okrProject/okr')).toBe('/okrProject/okr');
    expect(activeTabPath('/okrProject/budget/payment')).toBe('/okrProject/projevtbudget');
    expect(activeTabPath('/okrProject/budget/otherCost')).toBe('/okrProject/projevtbudget');
    expect(activeTabPath('/okrProject/nowhere')).toBeNull();
  });
});
