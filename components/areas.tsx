'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { EnginePlugInsProvider, type ClientPlugIns } from '@/components/entity/plug-ins';
import { crmPlugIns } from '@/components/crm/plug-ins';
import { projectPlugIns } from '@/components/project-workspace/plug-ins';
import { ShellPlugInsProvider, type ShellPlugIns } from '@/components/shell/shell-plug-ins';
import { systemAdminPlugIns } from '@/components/system-admin/plug-ins';

/**
 * The browser's composition root: what every business area adds to the entity engine's generic
 * pages, in one list, and what the message centre adds to the shell. The server's counterpart is
 * lib/backend/areas.ts. Each area's components load only when a page of its entities shows them.
 */
/** The record picker (its columns and filters) loads when a reference input first browses. */
const RecordPickerForTarget = dynamic(() => import('@/components/pickers/RecordPickerForTarget').then((m) => m.RecordPickerForTarget), { ssr: false });

/**
 * The workflow area's parts of a record's page load with the first record page that shows them:
 * on every other page they would bring the approval path, the comment timeline, the upload field
 * and the form library with its validators. None of them is rendered on the server: the record's
 * header and fields come drawn, and each of these waits for its code in a boundary of its own
 * rather than holding the page back.
 */
const RecordApprovalTab = dynamic(() => import('@/components/workbench/RecordApprovalTab').then((m) => m.RecordApprovalTab), { ssr: false });
const RecordApprovalExtras = dynamic(() => import('@/components/workbench/RecordApprovalExtras').then((m) => m.RecordApprovalExtras), { ssr: false });
const RecordSubmitPreview = dynamic(() => import('@/components/workbench/RecordSubmitPreview').then((m) => m.RecordSubmitPreview), { ssr: false });
const RecordCommentAttachments = dynamic(() => import('@/components/workbench/CommentAttachmentsInput').then((m) => m.RecordCommentAttachments), { ssr: false });

const clientAreas: ClientPlugIns = {
  entities: [...systemAdminPlugIns, ...crmPlugIns, ...projectPlugIns],
  approvalHistory: RecordApprovalTab,
  approvalActions: RecordApprovalExtras,
  approvalPreview: RecordSubmitPreview,
  approvalAttachments: RecordCommentAttachments,
  recordBrowser: RecordPickerForTarget,
};

/** The message drawer, with its three lists and their dialogs, loads the first time the shell's bell is clicked. */
const MessageDrawer = dynamic(() => import('@/components/messages/drawer/MessageDrawer').then((m) => m.MessageDrawer), { ssr: false });

const shellAreas: ShellPlugIns = {
  messageDrawer: MessageDrawer,
};

/** Wraps the signed-in pages so the generic lists, forms and record pages, and the shell, find the areas' additions. */
export function AreaPlugIns({ children }: { children: ReactNode }) {
  return (
    <EnginePlugInsProvider plugIns={clientAreas}>
      <ShellPlugInsProvider plugIns={shellAreas}>{children}</ShellPlugInsProvider>
    </EnginePlugInsProvider>
  );
}
