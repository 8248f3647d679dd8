import { describe, expect, it } from 'vitest';
import { SecretBox } from '@/lib/backend/secrets/secret-box';

const KEY = 'a-test-key-of-at-least-thirty-two-characters';

describe('SecretBox', () => {
  it('opens what it sealed, and each seal differs', () => {
    const box = new SecretBox(KEY);
    const a = box.seal('口令 p@ss');
    const b = box.seal('口令 p@ss');
    expect(a).not.toBe(b);
    expect(a).not.toContain('p@ss');
    expect(box.open(a)).toBe('口令 p@ss');
  });

  it('answers null for another key, a changed byte or a value that was never sealed', () => {
    const sealed = new SecretBox(KEY).seal('secret');
    expect(new SecretBox(`${KEY}-other`).open(sealed)).toBeNull();
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(new SecretBox(KEY).open([parts[0], parts[1], parts[2], body.toString('base64url')].join(':'))).toBeNull();
    expect(new SecretBox(KEY).open('plain text')).toBeNull();
  });

  it('refuses a short key', () => {
    expect(() => new SecretBox('short')).toThrow(/32/);
  });
});
