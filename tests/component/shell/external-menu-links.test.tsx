import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/client/session-types';
import { demoMenus } from '../support/menus';
import { openAllMenus, renderShell, sider } from '../support/shell';

/**
 * A menu the administrator points elsewhere (an external link, internal_or_external with a url)
 * opens in a new window without an opener, from the side menu and from the all-menus panel. The
 * menu answer carrying it is tests/integration/session.test.ts's.
 */
function withExternalDocs(): MenuItem[] {
  const menus = demoMenus('admin');
  const crm = menus.find((item) => item.id === 'perm-crm')!;
  const template = crm.children![0]!;
  const external: MenuItem = {
    ...template, id: 'perm-external-docs', path: '/crm/external-docs', name: 'external-docs', component: '/crm/external-docs',
    meta: { ...template.meta, title: '外部文档', keepAlive: false, internalOrExternal: true, url: 'https://docs.example.com/', componentName: 'external-docs' },
  };
  return menus.map((item) => (item === crm ? { ...crm, children: [...crm.children!, external] } : item));
}

describe('an external menu link', () => {
  it('opens in a new window without opener, from the side menu and from the all-menus panel', async () => {
    const { user } = renderShell('admin', { at: '/crm/customer', menus: withExternalDocs() });
    const siderLink = await waitFor(() => within(sider()).getByRole('link', { name: '外部文档' }));
    expect(siderLink.getAttribute('href')).toBe('https://docs.example.com/');
    expect(siderLink.getAttribute('target')).toBe('_blank');
    expect(siderLink.getAttribute('rel')).toBe('noopener noreferrer');

    const panel = await openAllMenus(user);
    const panelLink = await within(panel).findByRole('link', { name: /外部文档/ });
    expect(panelLink.getAttribute('href')).toBe('https://docs.example.com/');
    expect(panelLink.getAttribute('target')).toBe('_blank');
    expect(panelLink.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
