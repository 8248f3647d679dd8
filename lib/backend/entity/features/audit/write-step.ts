import type { StepDeps, WriteStep, WrittenContext } from '../../write-step';
import { auditWrites, changedFields, recordAudit, type AuditEntry } from '../../audit';

/**
 * Every create, change and delete in the audit trail with old and new values. Creates and changes
 * hand their entries to the call's last statement (./search), deletes write theirs one by one.
 */
export function auditStep({ entity }: StepDeps): WriteStep {
  const audited = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  const entry = ({ batch, key, before, after }: WrittenContext, action: 'create' | 'update'): AuditEntry => ({
    entity: entity.name, recordKey: key, action, changes: changedFields(before, after, audited), auth: batch.auth,
  });
  return {
    feature: 'audit',
    create: { afterAll: (written, batch) => { batch.alongside.push(...auditWrites(batch.tx, written.map((w) => entry(w, 'create')))); } },
    update: { afterAll: (written, batch) => { batch.alongside.push(...auditWrites(batch.tx, written.map((w) => entry(w, 'update')))); } },
    delete: {
      afterWrite: ({ batch, key, before }) => recordAudit(batch.tx, { entity: entity.name, recordKey: key, action: 'delete', changes: changedFields(before, null, audited), auth: batch.auth }),
    },
  };
}
