import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/lib/contract/auth-schemas';
import { cleanText, isCleanText } from '@/lib/entity/clean-text';
import { fieldRule } from '@/lib/entity/zod-schema';

describe('the shared text rule', () => {
  it('lets tab, line breaks, Chinese and paired surrogates through and refuses other control characters and lone surrogates', () => {
    for (const ok of ['普通文本', 'a\tb', 'line\r\nline', 'emoji 😀', '']) expect(isCleanText(ok), JSON.stringify(ok)).toBe(true);
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f', 'half\ud800', '\udc00tail', 'form\u000cfeed']) expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('names the field by its label in every rule built on it', () => {
    const result = cleanText('entity.position.fields.name').safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('validation.controlCharacters?label=entity.position.fields.name');
    const field = fieldRule({ type: 'textarea', label: 'entity.position.fields.description' }).safeParse('说明\u0000');
    expect(field.error!.issues[0]!.message).toBe('validation.controlCharacters?label=entity.position.fields.description');
    const login = loginSchema.safeParse({ username: 'ad\u0000min', password: 'x' });
    expect(login.error!.issues[0]!.message).toBe('validation.controlCharacters?label=loginPage.username');
  });
});
