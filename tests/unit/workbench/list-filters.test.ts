import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { approveFormSchema, rejectFormSchema, returnFormSchema, turnCheck } from '@/components/workbench/action-forms';
import { acceptedPageSize } from '@/components/entity/list/paging';
import { listFilters } from '@/components/workbench/list-filters';
import { WORKBENCH_PAGE_SIZES } from '@/lib/contract/workflow-values';
import { businessLinkOf } from '@/components/messages/BusinessMessageLink';
import { taskListSchema } from '@/lib/contract/workflow';

describe('the workbench filters', () => {
  it('drops blanks, trims words and takes the applicant picked', () => {
    expect(listFilters({ keyword: '  立项 ', applicant: ['usr-sales'], processDefinitionKey: '', status: undefined })).toEqual({ keyword: '立项', applicant: 'usr-sales' });
    expect(listFilters({ keyword: '   ', applicant: null })).toEqual({});
  });

  it('sends whole business days as instants the list call accepts', () => {
    const filters = listFilters({ range: [dayjs('2026-05-01T15:00:00'), dayjs('2026-05-03T08:00:00')] });
    expect(filters.startTime).toBe('2026-05-01T00:00:00+08:00');
    expect(filters.endTime).toBe('2026-05-03T23:59:59.999+08:00');
    expect(listFilters({ range: [null, dayjs('2026-05-03')] }).startTime).toBeUndefined();
    const parsed = taskListSchema.parse({ ...filters, pageSize: 20 });
    expect(parsed.startTime).toBeInstanceOf(Date);
  });

  it('keeps page sizes to 10, 20 and 30', () => {
    expect(acceptedPageSize(20, WORKBENCH_PAGE_SIZES)).toBe(20);
    expect(acceptedPageSize(50, WORKBENCH_PAGE_SIZES)).toBe(10);
  });
});

describe('the task dialogs', () => {
  it('needs a reason to reject or return, and a receiver other than oneself to hand over', () => {
    expect(rejectFormSchema.safeParse({ comment: '   ' }).error?.issues[0]?.message).toBe('reasonRequired');
    expect(rejectFormSchema.parse({ comment: ' 预算不足 ' }).comment).toBe('预算不足');
    expect(approveFormSchema.parse({}).comment).toBeUndefined();
    expect(approveFormSchema.safeParse({ comment: 'x'.repeat(1001) }).success).toBe(false);
    expect(returnFormSchema.safeParse({ comment: '补充材料' }).error?.issues[0]?.message).toBe('targetRequired');
    expect(turnCheck({}, 'usr-leader').success).toBe(false);
    expect(turnCheck({ receiver: 'usr-leader' }, 'usr-leader')).toMatchObject({ success: false, error: { issues: [{ message: 'notYourself' }] } });
    expect(turnCheck({ receiver: ['usr-finance'], message: '请代办' }, 'usr-leader')).toMatchObject({ success: true, data: { receiver: 'usr-finance' } });
  });
});

describe('business message links', () => {
  it('follows links on this site only', () => {
    expect(businessLinkOf({ biz_link: '/home/workbench/pending?taskId=abc' })).toBe('/home/workbench/pending?taskId=abc');
    expect(businessLinkOf({ biz_link: 'https://evil.example/x' })).toBeNull();
    expect(businessLinkOf({ biz_link: '//evil.example' })).toBeNull();
    expect(businessLinkOf({ biz_link: null })).toBeNull();
  });
});
