import { describe, expect, it } from 'vitest';
import { CONTROL_ID } from '@/lib/contract/approval-form/design';
import { isKeyOf, keyFromName, uniqueKey } from '@/lib/contract/name-keys';
import { PROCESS_KEY_PATTERN } from '@/lib/contract/workflow-values';

describe('keys made from names', () => {
  it('writes Chinese in pinyin, two syllables to a word, and keeps latin words', () => {
    expect(keyFromName('差旅报销')).toBe('chailv_baoxiao');
    expect(keyFromName('报销事由')).toBe('baoxiao_shiyou');
    expect(keyFromName('银行转账')).toBe('yinhang_zhuanzhang');
    expect(keyFromName('交通费')).toBe('jiaotong_fei');
    expect(keyFromName('出差申请')).toBe('chuchai_shenqing');
    expect(keyFromName('还款日期')).toBe('huankuan_riqi');
    expect(keyFromName('招待费（餐饮）')).toBe('zhaodai_fei_canyin');
    expect(keyFromName('VIP客户')).toBe('vip_kehu');
    expect(keyFromName('Travel expense')).toBe('travel_expense');
    expect(keyFromName('ExpenseClaim 2')).toBe('expense_claim_2');
  });

  it('starts with a letter, falls back on a name without letters, and stays within its length', () => {
    expect(keyFromName('2026年度预算', { fallback: 'process' })).toBe('process_2026_niandu_yusuan');
    expect(keyFromName('（）——', { fallback: 'text' })).toBe('text');
    expect(keyFromName('', { fallback: 'opt' })).toBe('opt');
    const long = keyFromName('项目立项审批流程中的预算明细与付款计划说明', { maxLength: 20 });
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long).toBe('xiangmu_lixiang');
    for (const name of ['差旅报销', '2026年度预算', 'a-b.c', '？']) {
      expect(keyFromName(name)).toMatch(CONTROL_ID);
      expect(keyFromName(name)).toMatch(PROCESS_KEY_PATTERN);
    }
  });

  it('numbers a key that is taken with the first number free', () => {
    expect(uniqueKey('jine', new Set())).toBe('jine');
    expect(uniqueKey('jine', new Set(['jine', 'jine_2']))).toBe('jine_3');
    const full = 'a'.repeat(40);
    expect(uniqueKey(full, new Set([full]), 40)).toBe(`${'a'.repeat(38)}_2`);
  });

  it('tells a key the name made from one typed by hand', () => {
    expect(isKeyOf('baoxiao_shiyou', '报销事由')).toBe(true);
    expect(isKeyOf('baoxiao_shiyou_3', '报销事由')).toBe(true);
    expect(isKeyOf('reason', '报销事由')).toBe(false);
    expect(isKeyOf('baoxiao', '报销事由')).toBe(false);
    const long = '项目立项审批流程中的预算明细与付款计划说明';
    expect(isKeyOf(uniqueKey(keyFromName(long), new Set([keyFromName(long)])), long)).toBe(true);
  });
});
