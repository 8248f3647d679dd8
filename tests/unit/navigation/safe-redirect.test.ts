import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirectPath } from '@/lib/navigation/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/crm/customer?page=2#top', '/crm/customer?page=2#top'],
    ['/okrProject/overview?key=P1', '/okrProject/overview?key=P1'],
    ['/person/index', '/person/index'],
  ])('keeps the on-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' //evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\tevil',
    '/foo\nbar',
    'data:text/html,<script>alert(1)</script>',
    '',
    null,
    undefined,
  ])('sends %s to /', (input) => {
    expect(safeRedirectPath(input as string)).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('carries the wanted path and query', () => {
    expect(loginUrlFor('/crm/customer?page=2')).toBe('/login?redirect=%2Fcrm%2Fcustomer%3Fpage%3D2');
  });
  it('drops an off-site target', () => {
    expect(loginUrlFor('//evil.example')).toBe('/login');
  });
});
