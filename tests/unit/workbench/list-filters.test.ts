import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { approveFormSchema, rejectFormSchema, returnFormSchema, turnCheck } from '@/components/workbench/action-forms';
import { acceptedPageSize } from '@/components/entity/list/paging';
import { exactSummaryValue, listFilters, summaryFilterName } from '@/components/workbench/list-filters';
import { WORKBENCH_PAGE_SIZES } from '@/lib/contract/workflow-values';
import { businessLinkOf } from '@/components/messages/BusinessMessageLink';
import { confirmSchema, copyListSchema, taskListSchema } from '@/lib/contract/workflow';

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

  it('sends 抄送我的’s read state only when one is chosen, as the list call takes it', () => {
    expect(listFilters({ read: 'unread', keyword: '报销' })).toEqual({ read: 'unread', keyword: '报销' });
    expect(listFilters({ read: 'read' }).read).toBe('read');
    expect(listFilters({ read: '' })).toEqual({});
    expect(listFilters({ read: 'all' })).toEqual({});
    expect(listFilters({ read: 'someday' })).toEqual({});
    expect(copyListSchema.parse({ ...listFilters({ read: 'unread' }) }).read).toBe('unread');
    expect(copyListSchema.safeParse({ read: 'someday' }).error?.issues[0]?.message).toBe('workflow.validation.badReadState');
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

describe('the files of a decision', () => {
  const done = (file_key: string) => ({ status: 'done', response: { file_key, name: `${file_key}.pdf` } });

  it('are sent by key once every upload finished, at most five', () => {
    expect(approveFormSchema.parse({ attachments: [done('f1'), done('f2')] }).attachments).toEqual(['f1', 'f2']);
    expect(rejectFormSchema.parse({ comment: '缺发票' }).attachments).toEqual([]);
    expect(rejectFormSchema.safeParse({ comment: '缺发票', attachments: [done('f1'), { status: 'uploading' }] }).error?.issues[0]?.message).toBe('attachmentsUploading');
    expect(approveFormSchema.safeParse({ attachments: ['a', 'b', 'c', 'd', 'e', 'f'].map(done) }).error?.issues[0]?.message).toBe('tooManyAttachments');
    expect(turnCheck({ receiver: 'usr-finance', attachments: [done('f3')] }, 'usr-leader')).toMatchObject({ success: true, data: { attachments: ['f3'] } });
  });

  it('are checked by the server the same way: keys, each once, at most five', () => {
    expect(confirmSchema.parse({ taskId: 't1', attachments: ['f1', 'f1', 'f2'] }).attachments).toEqual(['f1', 'f2']);
    expect(confirmSchema.parse({ taskId: 't1' }).attachments).toEqual([]);
    expect(confirmSchema.safeParse({ taskId: 't1', attachments: ['a', 'b', 'c', 'd', 'e', 'f'] }).error?.issues[0]?.message).toBe('workflow.validation.tooManyAttachments?max=5');
    expect(confirmSchema.safeParse({ taskId: 't1', attachments: ['../etc/passwd'] }).error?.issues[0]?.message).toBe('workflow.validation.badAttachment');
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

describe('summary-field filters', () => {
  it('send words, an option exactly, a figure’s bounds and the order, all checked by the server’s schema', () => {
    const filters = listFilters({
      processDefinitionKey: 'payment_approval',
      [summaryFilterName('payee')]: ' 上海 ',
      [summaryFilterName('kind')]: exactSummaryValue('hw'),
      [summaryFilterName('amount')]: [40000, null],
      [summaryFilterName('purpose')]: '',
      summarySort: 'amount:desc',
    });
    expect(filters.summary).toEqual([
      { field: 'payee', text: '上海' },
      { field: 'kind', value: 'hw' },
      { field: 'amount', min: 40000, max: undefined },
    ]);
    expect(filters.summarySort).toEqual({ field: 'amount', order: 'desc' });
    expect(taskListSchema.safeParse(filters).success).toBe(true);
  });

  it('send none without a process, nor an order that is neither way, nor empty bounds', () => {
    expect(listFilters({ [summaryFilterName('payee')]: '上海', summarySort: 'amount:desc' })).toEqual({});
    const filters = listFilters({ processDefinitionKey: 'p', [summaryFilterName('amount')]: [null, null], summarySort: 'amount:sideways' });
    expect(filters).toEqual({ processDefinitionKey: 'p' });
  });
});
