import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chineseChrome } from '../support/chinese-chrome';
import { openEntityForm } from '../support/entity-form';

/**
 * Issue 46 point 8, for the forms the menu's lists open with 新增 (customer, lead, opportunity,
 * supplier, contract, user): in en-US they show no Chinese of their own. The en-US page walk
 * (tests/e2e/page-walks.spec.ts) looks at the pages themselves, tests/e2e/english.spec.ts at the
 * start form with its approver preview.
 */
const FORMS = ['customer', 'clue', 'business', 'supplier', 'contract', 'user'] as const;

describe('the create forms in en-US', () => {
  for (const entity of FORMS) {
    it(`${entity}: no Chinese of the product's own`, async () => {
      const { form } = await openEntityForm(entity, { locale: 'en-US' });
      // The whole drawer: its title and buttons as well as the fields.
      const drawer = form.closest<HTMLElement>('.ant-drawer-content') ?? form;
      await waitFor(() => expect(drawer.querySelector('.ant-form-item-label')).toBeTruthy());
      // Inputs loaded on demand (next/dynamic) have drawn their placeholders.
      await waitFor(() => expect(screen.queryAllByText(/Loading/i).length + drawer.querySelectorAll('.ant-skeleton').length).toBe(0));
      expect(chineseChrome(drawer)).toEqual([]);
    });
  }
});
