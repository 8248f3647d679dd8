import { describe, expect, it } from 'vitest';
import { isOnSitePath, loginUrlFor, onSiteLocation, safeRedirectPath } from '@/lib/navigation/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/crm/customer?page=2#top', '/crm/customer?page=2#top'],
    ['/okrProject/overview?key=P1', '/okrProject/overview?key=P1'],
    ['/person/index', '/person/index'],
    ['/crm/./customer', '/crm/customer'],
    ['/crm/x/../customer', '/crm/customer'],
    ['/home/workbench/pending?taskId=abc', '/home/workbench/pending?taskId=abc'],
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
    // Dot segments that normalise into a protocol-relative address.
    '/.//evil.example',
    '/.//evil.example/phish',
    '/..//evil.example/x',
    '/a/..//evil.example',
    '/./../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2F%2Fevil.example',
    '%2F.%2F%2Fevil.example%2Fphish',
    '/.//evil.example/%2e%2e',
    '/.//evil.example/..',
    // Backslashes, raw or encoded, after a dot segment.
    '/./\\evil.example',
    '/.%5C%5Cevil.example',
    // Tabs and newlines vanish when the browser reads the address.
    '/\t/evil.example',
    '/.\n//evil.example',
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

describe('isOnSitePath', () => {
  it('accepts a path on this site', () => {
    expect(isOnSitePath('/home/workbench/pending?taskId=1')).toBe(true);
  });
  it.each(['/.//evil.example', '/..//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/.//evil.example/%2e%2e'])('refuses %s', (input) => {
    expect(isOnSitePath(input)).toBe(false);
  });
});

describe('loginUrlFor', () => {
  it('carries the wanted path and query', () => {
    expect(loginUrlFor('/crm/customer?page=2')).toBe('/login?redirect=%2Fcrm%2Fcustomer%3Fpage%3D2');
  });
  it('drops an off-site target', () => {
    expect(loginUrlFor('//evil.example')).toBe('/login');
    expect(loginUrlFor('/.//evil.example')).toBe('/login');
  });
});

describe('onSiteLocation', () => {
  it('percent-encodes a path with non-Latin-1 characters, so it can stand in a Location header', () => {
    const location = onSiteLocation('/news?q=发票');
    expect(location).toBe('/news?q=%E5%8F%91%E7%A5%A8');
    expect(() => new Headers({ location })).not.toThrow();
    expect(decodeURIComponent(location)).toBe('/news?q=发票');
  });
  it('keeps parts already encoded as they are', () => {
    expect(onSiteLocation('/news?q=%E5%8F%91%E7%A5%A8#top')).toBe('/news?q=%E5%8F%91%E7%A5%A8#top');
    expect(onSiteLocation('/知识库/文章')).toBe('/%E7%9F%A5%E8%AF%86%E5%BA%93/%E6%96%87%E7%AB%A0');
  });
  it('still refuses a path that leaves the site', () => {
    expect(onSiteLocation('//evil.example/发票')).toBe('/');
  });
});
