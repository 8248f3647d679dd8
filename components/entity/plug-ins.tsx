'use client';

import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { PickerInputProps } from '@/components/pickers/picker-input';
import type { RecordPickerModalProps } from '@/components/pickers/RecordPickerModal';
import type { Call } from '@/lib/contract/call';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';
import type { RecordPreviewBody } from '@/lib/contract/workflow-request-calls';
import type { ApproverPreview } from '@/lib/contract/workflow-path';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityActions } from './actions/types';

/** What an area adds to one entity's generic pages in the browser. */
export interface EntityPlugIn {
  /** Actions beyond detail, edit and delete (a user's 冻结, a plan's 付款). */
  actions?: EntityActions;
  /** The widget a form picks records of this entity with, instead of the paged drop-down (a customer's department tree). */
  formInput?: ComponentType<PickerInputProps>;
}

/** An entity plug-in attached to the entity it serves, by name. */
export interface AttachedEntityPlugIn extends EntityPlugIn {
  entityName: string;
}

/**
 * Attaches what an area adds to an entity's pages to the entity; the area exports the result. The
 * entity is named, checked against its declaration's type (`entityPlugIn<typeof customerEntity>('customer', …)`
 * with a type-only import): the declarations themselves, fields and all, would otherwise load
 * with every signed-in page, since the plug-ins are handed down from the back office's layout.
 */
export function entityPlugIn<E extends Pick<EntityDef, 'name'>>(entityName: E['name'], plugIn: EntityPlugIn): AttachedEntityPlugIn {
  return { entityName, ...plugIn };
}

/** What a record page's 审批 tab is given. */
export interface ApprovalHistoryProps {
  approval: RecordApproval | null | undefined;
  /** Entered as approved before approvals ran: no process to show. */
  approvedWithoutProcess?: boolean;
}

/** What the workflow area's further approval actions on a record's page are given (delegate, hand back, urge). */
export interface ApprovalActionsProps {
  approval: RecordApproval;
  onDone: () => void;
}

/** What the field for the files of a decision on a record's page is given (the task decided on). */
export interface ApprovalAttachmentsProps {
  taskKey: string;
}

/** What the approvers' preview in a record's submit dialog is given. */
export interface ApprovalPreviewProps {
  /** The record's preview call (`{apiBase}/submitPreview`), asked with its key and the picks so far. */
  call: Call<RecordPreviewBody, ApproverPreview>;
  recordKey: string;
  /** The approvers picked so far by task id, and the names of the tasks still without any. */
  onPicks: (picks: Record<string, string[]>, missing: string[]) => void;
}

/** What the dialog that browses a reference's target records is given. */
export type RecordBrowserProps = Omit<RecordPickerModalProps, 'entity'> & { entityName: string };

/**
 * What the business areas add to the engine's pages, collected at the client composition root
 * (components/areas.tsx) and handed down through context, so the engine names no area.
 */
export interface ClientPlugIns {
  entities: readonly AttachedEntityPlugIn[];
  /** How a record's approval rounds are shown (the workflow area's diagram and comments). */
  approvalHistory?: ComponentType<ApprovalHistoryProps>;
  /** Further actions on a record's approval beside approve and return (the workflow area's delegation and urging). */
  approvalActions?: ComponentType<ApprovalActionsProps>;
  /** Who would approve a record about to be submitted, and the picks its process asks for (the workflow area's preview). */
  approvalPreview?: ComponentType<ApprovalPreviewProps>;
  /** The files a decision on a record's page carries: a form field named `attachments` (the workflow area's upload). */
  approvalAttachments?: ComponentType<ApprovalAttachmentsProps>;
  /**
   * The dialog a reference input browses its target with. It is built from the field kinds (its
   * columns and filters), and the reference kind is one of them, so the fields are handed the
   * dialog from above instead of importing what imports them.
   */
  recordBrowser?: ComponentType<RecordBrowserProps>;
}

interface Registry {
  entities: ReadonlyMap<string, EntityPlugIn>;
  approvalHistory?: ComponentType<ApprovalHistoryProps>;
  approvalActions?: ComponentType<ApprovalActionsProps>;
  approvalPreview?: ComponentType<ApprovalPreviewProps>;
  approvalAttachments?: ComponentType<ApprovalAttachmentsProps>;
  recordBrowser?: ComponentType<RecordBrowserProps>;
}

const NONE: EntityPlugIn = {};
const NO_ACTIONS: EntityActions = {};
const PlugInsContext = createContext<Registry>({ entities: new Map() });

function registryOf(plugIns: ClientPlugIns): Registry {
  const entities = new Map<string, EntityPlugIn>();
  for (const { entityName, ...plugIn } of plugIns.entities) {
    if (entities.has(entityName)) throw new Error(`${entityName}: two plug-ins are attached to one entity`);
    entities.set(entityName, plugIn);
  }
  return { entities, approvalHistory: plugIns.approvalHistory, approvalActions: plugIns.approvalActions, approvalPreview: plugIns.approvalPreview, approvalAttachments: plugIns.approvalAttachments, recordBrowser: plugIns.recordBrowser };
}

/** Gives the pages below what the areas plug in; outside it every entity has the generic pages only. */
export function EnginePlugInsProvider({ plugIns, children }: { plugIns: ClientPlugIns; children: ReactNode }) {
  const registry = useMemo(() => registryOf(plugIns), [plugIns]);
  return <PlugInsContext.Provider value={registry}>{children}</PlugInsContext.Provider>;
}

/** What an area adds to one entity's pages (nothing when none adds anything). */
export function useEntityPlugIn(entityName: string): EntityPlugIn {
  return useContext(PlugInsContext).entities.get(entityName) ?? NONE;
}

/** An entity's actions beyond detail, edit and delete (none when no area adds any). */
export function useEntityActions(entityName: string): EntityActions {
  return useEntityPlugIn(entityName).actions ?? NO_ACTIONS;
}

/**
 * The views the areas plug in (the workflow area's approval views, the record browser), each
 * absent when no area gives it. They are read from the registry, whose components are declared
 * once in their areas, so a page renders the same component on every render.
 */
export type PlugInViews = Omit<Registry, 'entities'>;

export function usePlugInViews(): PlugInViews {
  return useContext(PlugInsContext);
}
