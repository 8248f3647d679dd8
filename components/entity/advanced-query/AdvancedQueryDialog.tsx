'use client';

import { PlusOutlined, ReloadOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useMemo, useState } from 'react';
import type { SavedQuery } from '@/lib/contract/saved-queries';
import { type AdvancedQuery, MATCH_TYPES, type MatchType, MAX_CONDITIONS, queryableFields } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import { useMessageText } from '../message-text';
import { ConditionRow } from './ConditionRow';
import { canAddDraft, collectQuery, type DraftCondition, draftsFrom, emptyDraft, withField, withRule, withValue } from './draft';
import { SavedQueryPanel } from './SavedQueryPanel';
import { SaveNameModal } from './SaveNameModal';
import { useSavedQueries } from './use-saved-queries';
import styles from './advanced-query.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface AdvancedQueryDialogProps {
  entity: EntityDef;
  /** Where saved queries are filed: the entity name or the page's path. */
  saveCode: string;
  /** Fields the list fixes (a parent's key): not offered. */
  omit: readonly string[];
  open: boolean;
  /** The query the list uses now: the dialog starts from it. */
  active: AdvancedQuery | null;
  onRun: (query: AdvancedQuery) => void;
  /** Reset also lifts the query from the list, as the filter bar's reset does. */
  onReset: () => void;
  onClose: () => void;
  afterClose?: () => void;
}

const ID_PREFIX = 'aq';

/** Plain text inputs search on Enter; drop-downs and pickers keep Enter for choosing. */
function isPlainInput(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && (target.classList.contains('ant-input') || target.classList.contains('ant-input-number-input'));
}

/**
 * The advanced-query builder: a match type, rows of field / rule / value, and the
 * saved queries beside them. Mounted afresh on every opening, so it starts from the list's query.
 */
export function AdvancedQueryDialog({ entity, saveCode, omit, open, active, onRun, onReset, onClose, afterClose }: AdvancedQueryDialogProps) {
  const t = useTranslations('advancedQuery');
  const tAll = useTranslations();
  const text = useMessageText();
  const { message, modal } = useFeedback();
  const [matchType, setMatchType] = useState<MatchType>(active?.matchType ?? 'and');
  const [drafts, setDrafts] = useState<DraftCondition[]>(() => draftsFrom(active));
  const [naming, setNaming] = useState<{ opened: number; name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // Loaded while mounted (also while fading out, so the list does not flash empty).
  const saved = useSavedQueries(saveCode, true);

  const fieldOptions = useMemo(() => queryableFields(entity, omit).map(({ name, field }) => ({ value: name, label: tAll(field.label) })), [entity, omit, tAll]);
  const update = (id: number, change: (draft: DraftCondition) => DraftCondition) => setDrafts((all) => all.map((d) => (d.id === id ? change(d) : d)));

  const run = () => {
    const checked = collectQuery(matchType, drafts);
    if (!checked.ok) {
      void message.warning(text(checked.message));
      return;
    }
    onRun(checked.query);
  };

  const reset = () => {
    setMatchType('and');
    setDrafts([emptyDraft()]);
    onReset();
  };

  const askName = () => {
    const checked = collectQuery(matchType, drafts);
    if (!checked.ok) {
      // Saving nothing has its own words (空条件不能保存).
      void message.warning(text(checked.message === 'advancedQuery.emptyCondition' ? 'advancedQuery.emptySave' : checked.message));
      return;
    }
    setNaming({ opened: Date.now(), name: '' });
  };

  const store = async (name: string) => {
    const checked = collectQuery(matchType, drafts);
    if (!checked.ok) return;
    setSaving(true);
    try {
      const msg = await saved.save({ saveCode, name, matchType: checked.query.matchType, rules: checked.query.conditions });
      void message.success(text(msg || 'advancedQuery.saved'));
      setNaming(null);
    } catch {
      // The client has already shown the server's refusal.
    } finally {
      setSaving(false);
    }
  };

  const saveAs = (name: string) => {
    if (!saved.list.some((q) => q.mine && q.name === name)) {
      void store(name);
      return;
    }
    // One question at a time: the name prompt gives way to the confirmation, and comes back if the user declines.
    setNaming(null);
    modal.confirm({
      title: t('overwriteTitle'),
      content: t('overwriteContent', { name }),
      okText: t('overwrite'),
      cancelText: t('cancel'),
      onOk: () => store(name),
      onCancel: () => setNaming({ opened: Date.now(), name }),
    });
  };

  const use = (query: SavedQuery) => {
    setMatchType(query.match_type);
    setDrafts(draftsFrom({ matchType: query.match_type, conditions: query.rules }));
    onRun({ matchType: query.match_type, conditions: query.rules });
  };

  const share = async (query: SavedQuery, shared: boolean) => {
    try {
      void message.success(text(await saved.share(query.query_key, shared)));
    } catch {
      // Shown by the client.
    }
  };

  const remove = async (query: SavedQuery) => {
    try {
      void message.success(text(await saved.remove(query.query_key)));
    } catch {
      // Shown by the client.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && isPlainInput(event.target)) {
      event.preventDefault();
      run();
    }
  };

  const footer = (
    <div className={styles.footer}>
      <Space wrap>
        <Button icon={<ReloadOutlined />} onClick={reset} data-testid="aq-reset">
          {t('reset')}
        </Button>
        <Button icon={<SaveOutlined />} onClick={askName} data-testid="aq-save">
          {t('save')}
        </Button>
      </Space>
      <Space wrap>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="primary" icon={<SearchOutlined />} onClick={run} data-testid="aq-run">
          {t('run')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal open={open} title={t('title')} onCancel={onClose} afterClose={afterClose} footer={footer} width={980} destroyOnHidden>
      <div className={styles.layout} data-testid="aq-dialog">
        <div className={styles.main} onKeyDown={onKeyDown}>
          <div className={styles.matchType}>
            <label htmlFor={`${ID_PREFIX}-match`} className={styles.matchLabel}>
              {t('matchType')}
            </label>
            <Select
              id={`${ID_PREFIX}-match`}
              className={styles.matchSelect}
              value={matchType}
              onChange={(next: MatchType) => setMatchType(next)}
              options={MATCH_TYPES.map((m) => ({ value: m, label: t(`matchTypes.${m}`) }))}
              data-testid="aq-match"
            />
          </div>
          <Typography.Text type="secondary" className={styles.conditionsTitle}>
            {t('conditions')}
          </Typography.Text>
          <div className={styles.rows}>
            {drafts.map((draft, index) => (
              <ConditionRow
                key={draft.id}
                entity={entity}
                draft={draft}
                index={index}
                fieldOptions={fieldOptions}
                idPrefix={ID_PREFIX}
                onField={(name) => update(draft.id, (d) => withField(d, entity, name))}
                onRule={(rule) => update(draft.id, (d) => withRule(d, rule))}
                onValue={(value) => update(draft.id, (d) => withValue(d, value))}
                onRemove={() => setDrafts((all) => (all.length > 1 ? all.filter((d) => d.id !== draft.id) : [emptyDraft()]))}
              />
            ))}
          </div>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={!canAddDraft(drafts)}
            onClick={() => setDrafts((all) => (canAddDraft(all) ? [...all, emptyDraft()] : all))}
            data-testid="aq-add"
          >
            {canAddDraft(drafts) ? t('addCondition') : t('maxConditions', { n: MAX_CONDITIONS })}
          </Button>
        </div>
        <SavedQueryPanel list={saved.list} loading={saved.loading} onUse={use} onShare={share} onRemove={remove} />
      </div>
      {naming ? (
        <SaveNameModal key={naming.opened} open initialName={naming.name} saving={saving} onSubmit={saveAs} onCancel={() => setNaming(null)} />
      ) : null}
    </Modal>
  );
}
