import { describe, expect, it } from 'vitest';
import type { UploadFile } from 'antd';
import type { ManagedNotice } from '@/components/messages/message-api';
import { checkForm, EMPTY_FORM, newsPayload, noticePayload, noticeToForm, type NoticeFormValues } from '@/components/messages/notice-form';
import { issueFor } from '@/lib/client/schema-rule';

/** The notice dialog's mapping to the save calls, and the shared schema's verdict placed on the right fields. */

const filled: NoticeFormValues = { ...EMPTY_FORM, title: '放假通知', category: 'ANNOUNCEMENT', content: '<p>端午节放假三天。</p>' };
const done = (uid: string, url: string): UploadFile => ({ uid, name: `${uid}.pdf`, status: 'done', url });

describe('the notice form', () => {
  it('sends everyone as ref_key [ALL], chosen users as ref_key, chosen departments as dept_key', () => {
    expect(noticePayload(filled, null, 'PUBLISHED')).toMatchObject({ ref_key: ['ALL'], dept_key: [], status: 'PUBLISHED' });
    expect(noticePayload({ ...filled, audience: 'USER', users: ['usr-a', 'usr-b'], departs: ['dep-x'] }, null, 'DRAFT')).toMatchObject({ ref_key: ['usr-a', 'usr-b'], dept_key: [], status: 'DRAFT' });
    expect(noticePayload({ ...filled, audience: 'DEPART', users: ['usr-a'], departs: ['dep-x'] }, 'm1', 'PUBLISHED')).toMatchObject({ message_key: 'm1', ref_key: [], dept_key: ['dep-x'] });
  });

  it('sends only finished uploads as the attachment', () => {
    const uploading: UploadFile = { uid: 'u2', name: 'b.pdf', status: 'uploading' };
    expect(noticePayload({ ...filled, attachment: [done('u1', '/files/a.pdf'), uploading] }, null, 'PUBLISHED').attachment).toEqual([{ uid: 'u1', name: 'u1.pdf', status: 'done', url: '/files/a.pdf' }]);
  });

  it('reads a stored notice back into the form', () => {
    const notice = { title: 't', message_category_key: 'SYSTEM', priority: 'HIGHT', message_content: '<p>x</p>', attachment: null, ref_key: null, dept_key: 'dep-a,dep-b' } as ManagedNotice;
    expect(noticeToForm(notice)).toMatchObject({ audience: 'DEPART', departs: ['dep-a', 'dep-b'], users: [], category: 'SYSTEM', priority: 'HIGHT' });
    expect(noticeToForm({ ...notice, ref_key: 'ALL', dept_key: null })).toMatchObject({ audience: 'ALL' });
    expect(noticeToForm({ ...notice, ref_key: 'usr-a', dept_key: null })).toMatchObject({ audience: 'USER', users: ['usr-a'] });
  });

  it('places each problem on its field, in the server’s words', () => {
    expect(checkForm('notice', filled).success).toBe(true);
    const empty = checkForm('notice', { ...EMPTY_FORM });
    expect(issueFor(empty, 'title')).toBe('messageCenter.validation.titleRequired');
    expect(issueFor(empty, 'category')).toBe('messageCenter.validation.typeRequired');
    expect(issueFor(empty, 'content')).toBe('messageCenter.validation.contentRequired');
    expect(issueFor(checkForm('notice', { ...filled, audience: 'USER', users: [] }), 'users')).toBe('messageCenter.validation.audienceRequired');
    expect(issueFor(checkForm('notice', { ...filled, audience: 'DEPART', departs: [] }), 'departs')).toBe('messageCenter.validation.audienceRequired');
    expect(issueFor(checkForm('notice', { ...filled, content: '<p><script>alert(1)</script></p>' }), 'content')).toBe('messageCenter.validation.contentRequired');
    const two = checkForm('notice', { ...filled, attachment: [done('a', '/files/a.pdf'), done('b', '/files/b.pdf')] });
    expect(issueFor(two, 'attachment')).toBe('messageCenter.validation.attachmentExists');
  });

  it('checks news with the news schema: a category, no audience', () => {
    const news = checkForm('news', { title: '新闻', content: '<p>正文</p>' });
    expect(issueFor(news, 'category')).toBe('messageCenter.validation.newsCategoryRequired');
    expect(checkForm('news', { title: '新闻', category: 'news-company', content: '<p>正文</p>' }).success).toBe(true);
    expect(newsPayload({ title: '新闻', category: 'news-company', content: '<p>正文</p>' }, 'n1', 'PUBLISHED')).toMatchObject({ news_key: 'n1', news_category_key: 'news-company', priority: 'NORMAL' });
  });
});
