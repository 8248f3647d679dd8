'use client';

import { Alert, Button, Drawer, Form, Grid, Spin } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/client/session-state';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import { ResultCode } from '@/lib/contract/envelope';
import { ENTITIES } from '@/lib/entities';
import { FIRST_CHILDREN_INPUT, type FirstChild, firstChildrenOf } from '@/lib/entity/features/first-children/first-children';
import { evaluateFormula, formulaFields } from '@/lib/entity/features/formulas/formula';
import type { EntityDef } from '@/lib/entity/types';
import { recordInputSchema } from '@/lib/entity/zod-schema';
import { loadRecord, saveRecord } from './entity-api';
import type { EntityRecord } from './fields';
import { FirstChildFields } from './features/first-children/FirstChildFields';
import { checkFirstChild, firstChildBlank } from './features/first-children/first-child-values';
import { formFields } from './form-fields';
import { fieldErrors, toFormValues, toPayload, versionOf } from './form-values';
import { useEditedRecord } from './use-edited-record';
import { useMessageText } from './message-text';
import { FormFixedValues } from './form-fixed-values';
import { useDuplicateHints } from './duplicate-hints';
import { RecordFormFields } from './RecordFormFields';
import { StaleVersionDialog } from './StaleVersionDialog';
import styles from './entity-ui.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const DRAWER_WIDTH = 720;
/** The inputs drawn with the click (three rows); the rest come a moment later, in a render typing interrupts. */
const FIRST_DRAWN = 6;
const NO_FIRST_CHILDREN: readonly FirstChild[] = [];

interface EntityFormDrawerProps {
  entity: EntityDef;
  /** Values the opener fixes (a parent's key): sent with every save, never shown as inputs. */
  fixed?: Readonly<Record<string, string>>;
  /** null: a new record. */
  recordKey: string | null;
  onSaved: (record: EntityRecord) => void;
  /** What the saved toast says instead of the server's word (a payment: 付款已记录); one toast either way. */
  savedText?: string;
  /** After the closing animation: the parent unmounts the drawer. */
  onClosed: () => void;
  /** Above the form: what the record is entered against (the plan a payment draws on, what is left of it). */
  intro?: ReactNode;
}

/** Create or edit one record from the declaration; validated by the same zod schema as the server. */
const NO_FIXED: Readonly<Record<string, string>> = {};

export function EntityFormDrawer({ entity, fixed = NO_FIXED, recordKey, onSaved, savedText, onClosed, intro }: EntityFormDrawerProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const text = useMessageText();
  const { message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const wide = screens.md !== false;
  const [form] = Form.useForm<Record<string, unknown>>();
  const schema = useMemo(() => recordInputSchema(entity, recordKey ? 'any' : 'create'), [entity, recordKey]);
  const fields = useMemo(
    () => formFields(entity, recordKey ? 'edit' : 'create').filter(([name]) => !(name in fixed)),
    [entity, fixed, recordKey],
  );
  const { userKey } = useSession();
  // A new record may bring its first children (a customer's first contact), in sections of their own.
  const firstChildren = useMemo(() => (recordKey ? [] : firstChildrenOf(entity, ENTITIES)), [entity, recordKey]);
  const blank = useMemo(() => ({
    ...toFormValues(entity, null, userKey ?? undefined),
    ...(firstChildren.length > 0 ? { [FIRST_CHILDREN_INPUT]: Object.fromEntries(firstChildren.map((first) => [first.child.name, firstChildBlank(first)])) } : {}),
  }), [entity, firstChildren, userKey]);
  // Worked-out fields (an order line's amount) follow their inputs as the user types; the server works them out again.
  const formulas = useMemo(() => formulaFields(entity), [entity]);
  const followFormulas = (_changed: unknown, all: Record<string, unknown>) => {
    if (formulas.length > 0) form.setFieldsValue(Object.fromEntries(formulas.map(([name, field]) => [name, evaluateFormula(entity, field, all)])));
  };
  // A long form opens with its first rows at once and the others a frame later (a customer's twenty
  // inputs took 100 ms to draw): the values of those not drawn yet are in the form's store already,
  // and the save reads the store whole.
  const drawnFields = useDeferredValue(fields, fields.slice(0, FIRST_DRAWN));
  const drawnChildren = useDeferredValue(firstChildren, NO_FIRST_CHILDREN);
  const formId = `entity-form-${entity.name}`;
  const duplicates = useDuplicateHints(entity, form, recordKey);

  const [open, setOpen] = useState(true);
  const { loading, basis, load, apply } = useEditedRecord(entity, recordKey, form);
  const [saving, setSaving] = useState(false);
  /** The newer version someone else saved, while the dialog asks what to do. */
  const [conflict, setConflict] = useState<EntityRecord | null>(null);
  /** The same, after the user chose to keep editing: a banner keeps offering the reload. */
  const [outdated, setOutdated] = useState<EntityRecord | null>(null);

  const check = () => schema.safeParse(toPayload(entity, { ...(form.getFieldsValue(true) as Record<string, unknown>), ...fixed }, basis));
  const reloadLatest = (latest: EntityRecord) => {
    apply(latest);
    setConflict(null);
    setOutdated(null);
  };

  const fail = async (failure: unknown) => {
    if (!isApiError(failure)) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    if (failure.kind === 'unauthorized' || failure.kind === 'aborted') return;
    if (failure.code === ResultCode.conflict && basis) {
      // A 409 on an update is either a stale version or a duplicate value: the record's version tells.
      const latest = await loadRecord(entity, basis.key, true).catch(() => null);
      const version = versionOf(latest);
      if (latest && version !== null && version !== basis.version) {
        setConflict(latest);
        return;
      }
    }
    // A refusal about one input (an over-payment) shows at that input, where the eye already is.
    if (failure.field && fields.some(([name]) => name === failure.field)) {
      form.setFields([{ name: failure.field, errors: [failure.message] }]);
      form.scrollToField(failure.field);
      return;
    }
    const clashes = fields.filter(([, field]) => field.unique && failure.message.includes(tAll(field.label)));
    if (clashes.length > 0) form.setFields(clashes.map(([name]) => ({ name, errors: [failure.message] })));
    void message.error(failure.message, 5);
  };

  const submit = async () => {
    const parsed = check();
    // The first children are checked by their own rules alongside, so every complaint shows at once.
    const children = firstChildren.map((first) => ({ first, ...checkFirstChild(first, form.getFieldValue([FIRST_CHILDREN_INPUT, first.child.name]), text) }));
    const childErrors = children.flatMap((c) => c.errors);
    if (childErrors.length > 0) form.setFields(childErrors);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues, text).filter((e) => fields.some(([name]) => name === e.name));
      if (errors.length > 0) form.setFields(errors);
      else void message.error(text(parsed.error.issues[0]?.message ?? 'api.badRequest'));
      return;
    }
    if (childErrors.length > 0) return;
    const given = children.filter((c) => c.payload !== undefined);
    const payload = given.length > 0
      ? { ...(parsed.data as Record<string, unknown>), [FIRST_CHILDREN_INPUT]: Object.fromEntries(given.map((c) => [c.first.child.name, c.payload])) }
      : (parsed.data as Record<string, unknown>);
    setSaving(true);
    try {
      const answer = await saveRecord(entity, payload);
      void message.success(savedText ?? (answer.msg || t('form.saved')));
      onSaved(answer.data);
      setOpen(false);
    } catch (failure) {
      await fail(failure);
    } finally {
      setSaving(false);
    }
  };

  const entityLabel = tAll(entity.label);
  const footer = (
    <div className={styles.drawerFooter}>
      <Button onClick={() => setOpen(false)} data-testid="entity-form-cancel">
        {t('actions.cancel')}
      </Button>
      {/* Outside the <form> but tied to it: Enter in a field submits through this button. */}
      <Button type="primary" htmlType="submit" form={formId} loading={saving} disabled={loading !== 'ready'} data-testid="entity-form-submit">
        {t('actions.save')}
      </Button>
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      size={wide ? DRAWER_WIDTH : '100%'}
      title={recordKey ? t('form.editTitle', { entity: entityLabel }) : t('form.createTitle', { entity: entityLabel })}
      footer={footer}
      mask={{ closable: false }}
    >
      {loading === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('form.loadFailed')}
          action={
            <Button size="small" onClick={() => void load()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : null}
      {outdated ? (
        <Alert
          type="warning"
          showIcon
          className={styles.formBanner}
          title={t('form.conflictBanner')}
          action={
            <Button size="small" onClick={() => reloadLatest(outdated)}>
              {t('form.reload')}
            </Button>
          }
        />
      ) : null}
      {intro ? <Alert type="info" className={styles.formBanner} title={intro} data-testid="entity-form-intro" /> : null}
      <Spin spinning={loading === 'loading'} description={t('form.loading')}>
        <FormFixedValues.Provider value={fixed}>
        <Form<Record<string, unknown>>
          form={form}
          name={formId}
          layout="vertical"
          initialValues={blank}
          onFinish={() => void submit()}
          onValuesChange={followFormulas}
          disabled={loading !== 'ready'}
          data-testid="entity-form"
        >
          <RecordFormFields entity={entity} fields={drawnFields} check={check} duplicates={duplicates} />
          {drawnChildren.map((first) => <FirstChildFields key={first.child.name} first={first} entityLabel={entityLabel} form={form} />)}
        </Form>
        </FormFixedValues.Provider>
      </Spin>
      <StaleVersionDialog
        open={conflict !== null}
        changedBy={typeof conflict?.update_by === 'string' ? conflict.update_by : null}
        onReload={() => conflict && reloadLatest(conflict)}
        onKeepEditing={() => {
          setOutdated(conflict);
          setConflict(null);
        }}
      />
    </Drawer>
  );
}
