import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityListPage } from '@/components/entity/EntityListPage';
import type { Paged } from '@/lib/contract/envelope';
import type { CustomFieldShape } from '@/lib/contract/custom-fields';
import { CUSTOM_FIELD_PATHS } from '@/lib/contract/custom-field-paths';
import { LIST_VIEW_PATHS } from '@/lib/contract/list-view-paths';
import type { EntityRecord } from '@/components/entity/fields';
import { entityByName } from '@/lib/entities';
import { renderInApp } from '../render';
import { answer } from '../support/answers';
import { chineseChrome } from '../support/chinese-chrome';
import { answerFormDirectory } from '../support/seed-answers';
import { demoSession, WithSession } from '../support/session';

/**
 * Issue 46 point 8, for a list's own dialogs in en-US (deleting a row, the columns, import, the
 * advanced query): they show no Chinese of the product's own. The record in the row is data.
 * tests/e2e/english.spec.ts keeps a task's drawer with its decisions and the global search.
 */
const customer = entityByName('customer')!;
// A demo customer (lib/backend/seed), as the list call answers it.
const ROW: EntityRecord = { customer_key: 'cus-demo-01', customer_name: '上海浦江信托有限公司', level: 'A', status: 'following', follower: 'usr-sales', belong_depart: 'dep-sales-east', in_sea: false, version: 1 };
const SHAPE: CustomFieldShape = { fields: [], titles: {}, unqueryable: [] };

function showList() {
  answerFormDirectory('en-US');
  answer(LIST_VIEW_PATHS.list, []);
  answer(CUSTOM_FIELD_PATHS.shape, SHAPE);
  answer(`${customer.apiBase}/query`, { records: [ROW], total: 1 } satisfies Paged<EntityRecord>);
  return renderInApp(
    <WithSession state={demoSession('admin')}>
      <EntityListPage entity={customer} />
    </WithSession>,
    { locale: 'en-US', at: '/crm/customer' },
  );
}

/** The dialogs, drawers, pop-overs and confirmations open on the page. */
const shown = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer, .ant-popover, .ant-popconfirm')].filter((el) => !/-hidden\b/.test(el.className));

describe('a list’s dialogs in en-US', () => {
  for (const [what, opener] of [
    ['deleting a row', 'row-delete'],
    ['the columns', 'column-settings-button'],
    ['import', 'entity-import'],
    ['the advanced query', 'aq-open'],
  ] as const) {
    it(`${what}: no Chinese of the product's own`, async () => {
      const { user } = showList();
      const button = await screen.findByTestId(opener);
      const before = shown().length;
      await user.click(button);
      const opened = await waitFor(() => {
        const now = shown();
        expect(now.length).toBeGreaterThan(before);
        return now.at(-1)!;
      });
      // Its parts loaded on demand have drawn.
      await waitFor(() => expect(opened.querySelector('.ant-spin-spinning, .ant-skeleton')).toBeNull());
      expect(chineseChrome(opened)).toEqual([]);
    });
  }
});
