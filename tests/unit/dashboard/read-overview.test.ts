import { describe, expect, it } from 'vitest';
import { readDashboardOverview } from '@/components/dashboard/read-overview';
import { dashboardOverviewSchema } from '@/lib/contract/dashboard';

const section = { total: 2, items: [{ key: 'a', title: '标题', time: '2026-05-12T02:30:00.000Z', link: '/message/business', extra: 1 }] };
const valid = {
  pendingApprovals: section,
  unreadMessages: null,
  myProjects: { total: 0, items: [] },
  recentCustomers: section,
  monthFigures: { items: [{ label: '新增客户', value: 12 }, { label: '签约金额', value: 1250.5, kind: 'money', link: '/crm/contract' }] },
};

const samples: unknown[] = [
  valid,
  { ...valid, myProjects: { total: -1, items: [] } },
  { ...valid, myProjects: { total: 1.5, items: [] } },
  { ...valid, myProjects: { total: '1', items: [] } },
  { ...valid, unreadMessages: undefined },
  { ...valid, recentCustomers: { total: 1, items: [{ key: 'a', title: 't', time: 't' }] } },
  { ...valid, pendingApprovals: { total: 1, items: [{ ...section.items[0], applicant: '李娜', summary: [{ id: 'amount', label: '金额', type: 'long', value: 8000 }, { id: 'ok', label: '加急', type: 'boolean', value: true, extra: 1 }] }] } },
  { ...valid, pendingApprovals: { total: 1, items: [{ ...section.items[0], applicant: null, summary: [] }] } },
  { ...valid, pendingApprovals: { total: 1, items: [{ ...section.items[0], applicant: 5 }] } },
  { ...valid, pendingApprovals: { total: 1, items: [{ ...section.items[0], summary: [{ id: 'amount', label: '金额', type: 'long', value: null }] }] } },
  { ...valid, pendingApprovals: { total: 1, items: [{ ...section.items[0], summary: [{ id: 'amount', label: '金额', value: 1 }] }] } },
  { ...valid, pendingApprovals: { total: 1, items: [{ ...section.items[0], summary: 'x' }] } },
  { ...valid, monthFigures: { items: [{ label: 'x', value: '1' }] } },
  { ...valid, monthFigures: { items: [{ label: 'x', value: 1, kind: 'other' }] } },
  { ...valid, monthFigures: { items: [{ label: 'x', value: 1, link: 5 }] } },
  { ...valid, monthFigures: { items: [{ label: 'x', value: 1, link: null }] } },
  { ...valid, monthFigures: null },
  { ...valid, monthFigures: [] },
  null,
  [],
  'text',
];

describe('readDashboardOverview', () => {
  it('accepts and refuses exactly what the contract schema does, with the same result', () => {
    for (const sample of samples) {
      const parsed = dashboardOverviewSchema.safeParse(sample);
      expect(readDashboardOverview(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
