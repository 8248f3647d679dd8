'use client';

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DirectoryScope } from '@/lib/contract/directory';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { pageRange } from '@/components/entity/list/paging';
import { EllipsisText } from '@/components/widgets/EllipsisText';
import { PICKER_ELLIPSIS_UNITS } from '@/lib/entity/text-display';
import { SearchTree } from './SearchTree';
import { nextChosen, type PickMode, withoutChosen } from './selection';
import { type PickerUser, useUserPage } from './user-directory';
import { useDraftOnOpen } from './use-draft-on-open';
import styles from './pickers.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** User picker dialog width 1200, page size 10 with options 10, 20, 30 (docs/entities.md, "What you get without writing more"). */
export const USER_PICKER_WIDTH = 1200;
export const USER_PAGE_SIZE = 10;
export const USER_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
/** Sex 1 male, otherwise female; status 1 normal, otherwise frozen. */
const MALE = '1';
const NORMAL = '1';
type UserColumn = 'username' | 'realname' | 'sex' | 'phone' | 'departs' | 'positions' | 'status';
/**
 * The company directory answers staff names, departments and positions only (and lists active
 * accounts only), so its table shows just those; the managed scope shows the full records.
 */
const COLUMNS_OF: Record<DirectoryScope, readonly UserColumn[]> = {
  managed: ['username', 'realname', 'sex', 'phone', 'departs', 'status'],
  company: ['realname', 'departs', 'positions'],
};

/** A chosen user: the key and the name the field shows. */
export interface ChosenUser {
  user_key: string;
  realname: string;
}

export interface UserPickerModalProps {
  open: boolean;
  mode: PickMode;
  /** Keys the field holds when the dialog opens. */
  value: readonly string[];
  /** Their names, as far as known. */
  names: ReadonlyMap<string, string>;
  onOk: (users: ChosenUser[]) => void;
  onCancel: () => void;
  /** Whom it lists: the departments the caller manages (default) or the company directory. */
  scope?: DirectoryScope;
}

const chosenOf = (user: PickerUser): ChosenUser => ({ user_key: user.user_key, realname: user.realname });

/**
 * The user picker (docs/entities.md, "What you get without writing more"): the department tree on the left narrows the user
 * table on the right; the choice survives paging, searching and switching departments; OK needs
 * at least one user.
 */
export function UserPickerModal({ open, mode, value, names, onOk, onCancel, scope = 'managed' }: UserPickerModalProps) {
  const t = useTranslations('pickers');
  const { message } = useFeedback();
  const departments = useDepartmentTree(scope);
  const [chosen, setChosen] = useDraftOnOpen<Map<string, ChosenUser>>(open, () => new Map(value.map((k) => [k, { user_key: k, realname: names.get(k) ?? k }])));
  const [departKey, setDepartKey] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(USER_PAGE_SIZE);
  const { data, isValidating } = useUserPage(open ? { departKey, keyword, pageNo, pageSize, scope } : null);
  const rows = data?.records ?? [];
  const total = data?.total ?? 0;

  const search = () => {
    setKeyword(typed.trim());
    setPageNo(1);
  };
  const reset = () => {
    setTyped('');
    setKeyword('');
    setDepartKey(undefined);
    setPageNo(1);
  };
  const tick = (pageTicked: readonly string[]) => setChosen((previous) => nextChosen(mode, previous, rows.map(chosenOf), (u) => u.user_key, pageTicked));
  const toggleRow = (user: PickerUser) => {
    const ticked = rows.filter((r) => chosen.has(r.user_key)).map((r) => r.user_key);
    tick(chosen.has(user.user_key) ? ticked.filter((k) => k !== user.user_key) : [...ticked, user.user_key]);
  };
  const confirm = () => {
    if (chosen.size === 0) {
      void message.warning(t('user.atLeastOne'));
      return;
    }
    onOk([...chosen.values()]);
  };

  const allColumns: TableColumnsType<PickerUser> = [
    { key: 'username', dataIndex: 'username', title: t('user.columns.username'), render: (v: string) => <EllipsisText limit={PICKER_ELLIPSIS_UNITS} text={v} /> },
    { key: 'realname', dataIndex: 'realname', title: t('user.columns.realname'), render: (v: string) => <EllipsisText limit={PICKER_ELLIPSIS_UNITS} text={v} /> },
    { key: 'sex', dataIndex: 'sex', title: t('user.columns.sex'), width: 70, render: (v: string) => (v ? t(v === MALE ? 'user.sex.male' : 'user.sex.female') : '') },
    { key: 'phone', dataIndex: 'phone', title: t('user.columns.phone'), width: 130 },
    { key: 'departs', dataIndex: 'org_code_txt', title: t('user.columns.departs'), render: (v: string) => <EllipsisText limit={PICKER_ELLIPSIS_UNITS} text={v} /> },
    { key: 'positions', dataIndex: 'positions', title: t('user.columns.positions'), render: (v: string) => <EllipsisText limit={PICKER_ELLIPSIS_UNITS} text={v} /> },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('user.columns.status'),
      width: 80,
      // Empty for a directory entry (a partner's list): it tells no status, so none is shown.
      render: (v: string) => (v === '' ? null : v === NORMAL ? <Tag color="green">{t('user.status.normal')}</Tag> : <Tag>{t('user.status.frozen')}</Tag>),
    },
  ];
  const columns = allColumns.filter((column) => COLUMNS_OF[scope].includes(column.key as UserColumn));

  return (
    <Modal
      open={open}
      title={t('user.title')}
      width={USER_PICKER_WIDTH}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div className={styles.userLayout} data-testid="user-picker">
        <aside className={styles.userTree} aria-label={t('user.departments')}>
          <SearchTree
            nodes={departments.data?.tree ?? []}
            loading={departments.isLoading}
            emptyText={t('user.noDepartments')}
            searchPlaceholder={t('user.searchDepartments')}
            selectedKey={departKey}
            onSelect={(key) => {
              setDepartKey(key);
              setPageNo(1);
            }}
            testId="user-picker-tree"
          />
        </aside>
        <section className={styles.userMain}>
          <div className={styles.searchBar}>
            <Input
              className={styles.searchInput}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={search}
              placeholder={t('user.keywordPlaceholder')}
              aria-label={t('user.keyword')}
              allowClear
              data-testid="user-picker-keyword"
            />
            <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="user-picker-search">
              {t('common.search')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset} data-testid="user-picker-reset">
              {t('common.reset')}
            </Button>
          </div>
          <div className={styles.chosen} role="status" aria-label={t('common.selectedCount', { count: chosen.size })} data-testid="user-picker-chosen">
            <span className={styles.chosenLabel}>{t('common.selected')}</span>
            {chosen.size === 0 ? <span className={styles.muted}>{t('common.noneSelected')}</span> : null}
            {[...chosen.values()].map((user) => (
              <Tag
                key={user.user_key}
                closable={{ 'aria-label': t('user.remove', { name: user.realname }) }}
                onClose={(e) => {
                  e.preventDefault();
                  setChosen((previous) => withoutChosen(previous, user.user_key));
                }}
                data-key={user.user_key}
              >
                {user.realname}
              </Tag>
            ))}
          </div>
          <Table<PickerUser>
            rowKey="user_key"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={isValidating}
            scroll={{ y: 420 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} /> }}
            rowSelection={{
              type: mode === 'multiple' ? 'checkbox' : 'radio',
              selectedRowKeys: [...chosen.keys()],
              preserveSelectedRowKeys: true,
              onChange: (keys) => {
                const onPage = new Set(rows.map((r) => r.user_key));
                tick(keys.map(String).filter((k) => onPage.has(k)));
              },
            }}
            onRow={(user) => ({
              // A click anywhere on the row ticks it; the tick box itself is handled by the table.
              onClick: (event) => {
                if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggleRow(user);
              },
            })}
            pagination={{
              current: pageNo,
              pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: USER_PAGE_SIZE_OPTIONS.map(String),
              showTotal: (count) => t('common.total', { ...pageRange(pageNo, pageSize, count), total: count }),
              onChange: (page, size) => {
                setPageNo(size !== pageSize ? 1 : page);
                setPageSize(size);
              },
            }}
            data-testid="user-picker-table"
          />
        </section>
      </div>
    </Modal>
  );
}
