import { describe, expect, it } from 'vitest';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { designIssues } from '@/lib/contract/approval-form/design-check';
import { glanceText } from '@/lib/contract/approval-form/printed-form';
import { describeTemplate, renderTitle, summaryControls, templateTokens } from '@/lib/contract/approval-form/title-template';

/** A request's title from its form's template, and the form-level settings the designer checks. */

const design: FormDesign = {
  titleTemplate: '{applicant}的{kind}报销 {total}',
  summaryFields: ['total', 'trip'],
  fields: [
    { kind: 'text', id: 'reason', label: '报销事由' },
    { kind: 'choice', id: 'kind', label: '费用类型', options: [{ value: 'travel', label: '差旅费' }, { value: 'office', label: '办公费' }] },
    { kind: 'amount', id: 'total', label: '报销总额' },
    { kind: 'dateRange', id: 'trip', label: '出差日期' },
    { kind: 'person', id: 'with', label: '同行人', multiple: true },
    { kind: 'attachment', id: 'files', label: '发票' },
  ],
};

const names: Record<string, string> = { 'person:usr-finance': '王芳', 'person:usr-leader': '张伟' };
const words = { days: (n: number) => `${n} 天`, separator: '、' };
const read = (c: Parameters<typeof glanceText>[0], v: unknown) => glanceText(c, v, (kind, key) => names[`${kind}:${key}`] ?? key, words);
const facts = { applicant: '李娜', process: '费用报销单' };

describe('a title template', () => {
  it('reads each value as people read it: option names, money, ranges, people', () => {
    expect(renderTitle(design.titleTemplate!, design, { kind: 'travel', total: 3280 }, facts, read)).toBe('李娜的差旅费报销 ¥3,280.00');
    const trip = renderTitle('{process}：{trip}，{with}', design, { trip: { start: '2026-11-02', end: '2026-11-04', days: 3 }, with: ['usr-finance', 'usr-leader'] }, facts, read);
    expect(trip).toBe('费用报销单：2026-11-02 ~ 2026-11-04（3 天），王芳、张伟');
  });

  it('reads a range not checked yet by what it has, never as undefined', () => {
    expect(renderTitle('{trip}', design, { trip: { start: '2026-11-02', end: '2026-11-04' } }, facts, read)).toBe('2026-11-02 ~ 2026-11-04');
    expect(renderTitle('{applicant} {trip}', design, { trip: { start: '2026-11-02' } }, facts, read)).toBe('李娜');
  });

  it('leaves out what is empty, unknown or not showable, and collapses the spaces left', () => {
    expect(renderTitle('{applicant}  {reason} {nope} {files} 报销', design, { files: [{ name: 'a.pdf' }] }, facts, read)).toBe('李娜 报销');
  });

  it('is cut to the title column of 200 characters', () => {
    const long = renderTitle('{reason}', design, { reason: '长'.repeat(300) }, facts, read);
    expect(Array.from(long)).toHaveLength(200);
  });

  it('lets the built-in names win over a control of the same id', () => {
    const shadowed: FormDesign = { fields: [{ kind: 'text', id: 'applicant', label: '代申请人' }] };
    expect(renderTitle('{applicant}', shadowed, { applicant: '别人' }, facts, read)).toBe('李娜');
  });

  it('names its tokens once each, and reads for the designer with labels', () => {
    expect(templateTokens('{a}{b}{a} {x.y} {}')).toEqual(['a', 'b']);
    expect(describeTemplate(design.titleTemplate!, design, { applicant: '申请人' })).toBe('【申请人】的【费用类型】报销 【报销总额】');
  });
});

describe('the form-level settings', () => {
  it('pass when they name showable controls', () => {
    expect(designIssues(design)).toEqual([]);
    expect(summaryControls(design).map((c) => c.id)).toEqual(['total', 'trip']);
  });

  it('are issues when the template or a summary names an unknown or unshowable control', () => {
    const broken: FormDesign = { ...design, titleTemplate: '{applicant} {nope} {files}', summaryFields: ['files', 'gone'] };
    expect(designIssues(broken).map((i) => `${i.key}:${i.values.ref}`)).toEqual(['titleUnknown:nope', 'titleUnknown:files', 'summaryUnknown:files', 'summaryUnknown:gone']);
    expect(summaryControls(broken)).toEqual([]);
  });

  it('keep an older design without them valid', () => {
    const { titleTemplate: _t, summaryFields: _s, ...old } = design;
    expect(designIssues(old)).toEqual([]);
    expect(summaryControls(old)).toEqual([]);
  });
});
