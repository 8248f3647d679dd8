import { describe, expect, it } from 'vitest';
import { maskedFieldsOf, MASKED_FIELDS, ownerFieldOf, sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import { isMaskedText, maskValue } from '@/lib/entity/features/sensitive/masking';
import { customerAccountEntity } from '@/lib/entities/customer-account';
import { customerContactEntity } from '@/lib/entities/customer-contact';
import { resourceEntity } from '@/lib/entities/resource';
import { defineEntity } from '@/lib/entity/types';
import { recordInputSchema } from '@/lib/entity/zod-schema';

describe('masking a phone number', () => {
  it('keeps the first three and the last four digits of a mobile number', () => {
    expect(maskValue('phone', '13800000003')).toBe('138****0003');
    expect(maskValue('phone', '15912345678')).toBe('159****5678');
  });

  it('keeps the same ends of a longer number, every hidden character a star', () => {
    expect(maskValue('phone', '021-62345678')).toBe('021*****5678');
    expect(maskValue('phone', '+8613800000003')).toBe('+86*******0003');
  });

  it('hides most of a short number: only its last quarter shows, nothing below four characters', () => {
    expect(maskValue('phone', '12345678')).toBe('******78');
    expect(maskValue('phone', '12345')).toBe('****5');
    expect(maskValue('phone', '110')).toBe('***');
    expect(maskValue('phone', '1')).toBe('*');
  });
});

describe('masking an ID card number', () => {
  it('keeps the region\'s first four and the last four characters of 18', () => {
    expect(maskValue('idCard', '310104198001011234')).toBe('3101**********1234');
    expect(maskValue('idCard', '11010519491231002X')).toBe('1101**********002X');
  });

  it('masks an older 15-digit number the same way', () => {
    expect(maskValue('idCard', '310104800101123')).toBe('3101*******1123');
  });
});

describe('masking a bank account', () => {
  it('shows the bank\'s first four and the last four digits, the hidden ones grouped in fours', () => {
    expect(maskValue('bankAccount', '6222021234561234')).toBe('6222 **** **** 1234');
    expect(maskValue('bankAccount', '6222021234567891234')).toBe('6222 **** **** *** 1234');
    expect(maskValue('bankAccount', '62220212345678901')).toBe('6222 **** **** * 8901');
  });

  it('reads an account typed with spaces as its digits', () => {
    expect(maskValue('bankAccount', '6222 0212 3456 1234')).toBe('6222 **** **** 1234');
  });

  it('masks a short or odd account as plain text', () => {
    expect(maskValue('bankAccount', '1234567')).toBe('******7');
    expect(maskValue('bankAccount', 'ACCT-00012345')).toBe('ACCT****2345');
  });
});

describe('masking an e-mail address', () => {
  it('keeps the first letter and the domain, always three stars between', () => {
    expect(maskValue('email', 'lina@example.com')).toBe('l***@example.com');
    expect(maskValue('email', 'zhang.wei.sales@corp.cn')).toBe('z***@corp.cn');
  });

  it('shows nothing of a one-letter name, and masks text without @ as plain text', () => {
    expect(maskValue('email', 'a@example.com')).toBe('***@example.com');
    expect(maskValue('email', 'not-an-address')).toBe('n*************');
  });
});

describe('values that are not there', () => {
  it.each(['phone', 'idCard', 'bankAccount', 'email'] as const)('%s: null, undefined and empty text stay as they are', (kind) => {
    expect(maskValue(kind, null)).toBeNull();
    expect(maskValue(kind, undefined)).toBeUndefined();
    expect(maskValue(kind, '')).toBe('');
    expect(maskValue(kind, '   ')).toBe('   ');
  });

  it('masks a number given as a number like its text', () => {
    expect(maskValue('phone', 13800000003)).toBe('138****0003');
  });

  it('every mask holds the mask character, by which a masked value sent back is told', () => {
    for (const [kind, value] of [['phone', '13800000003'], ['idCard', '310104198001011234'], ['bankAccount', '6222021234561234'], ['email', 'lina@example.com']] as const) {
      expect(isMaskedText(maskValue(kind, value))).toBe(true);
    }
    expect(isMaskedText('13800000003')).toBe(false);
    expect(isMaskedText(null)).toBe(false);
  });
});

describe('declarations', () => {
  it('contacts mask mobile and e-mail, bank accounts their number', () => {
    expect(sensitiveFieldsOf(customerContactEntity)).toEqual([['mobile', 'phone'], ['email', 'email']]);
    expect(sensitiveFieldsOf(customerAccountEntity)).toEqual([['account_no', 'bankAccount']]);
  });

  it('the owner is the single user field a creator holds by default, else the creator', () => {
    expect(ownerFieldOf(resourceEntity)).toBe('owner');
    expect(ownerFieldOf(customerContactEntity)).toBe('create_by');
  });

  it('an answered record names its masked fields; any other shape names none', () => {
    expect(maskedFieldsOf({ [MASKED_FIELDS]: ['mobile', 3] })).toEqual(['mobile']);
    expect(maskedFieldsOf({ mobile: '138****0003' })).toEqual([]);
  });
});

describe('the form and server schema of a sensitive field', () => {
  const entity = defineEntity({
    name: 'sensitiveSample', table: 'x_sensitive_sample', key: 'sample_key', apiBase: '/api/x/sample', scope: 'none',
    rights: { read: 'crm-customer' }, titleField: 'name',
    fields: {
      name: { type: 'text', required: true },
      mobile: { type: 'phone', sensitive: 'phone', required: true },
      plain: { type: 'phone' },
    },
  });
  const schema = recordInputSchema(entity);

  it('lets a masked value through unchanged, for the server to keep what is stored', () => {
    expect(schema.parse({ name: 'a', mobile: '138****0003' }).mobile).toBe('138****0003');
  });

  it('still checks a typed value with the field\'s own words, and still requires one', () => {
    const wrong = schema.safeParse({ name: 'a', mobile: '1234' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['mobile']);
    expect(wrong.error?.issues[0]?.message).toBe('rules.mobileInvalid');
    expect(schema.safeParse({ name: 'a', mobile: '' }).success).toBe(false);
    expect(schema.parse({ name: 'a', mobile: '13800000003' }).mobile).toBe('13800000003');
  });

  it('a field without the flag takes no mask', () => {
    expect(schema.safeParse({ name: 'a', mobile: '13800000003', plain: '138****0003' }).success).toBe(false);
  });
});
