'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { EnginePlugInsProvider, type ClientPlugIns } from '@/components/entity/plug-ins';
import { crmPlugIns } from '@/components/crm/plug-ins';
import { projectPlugIns } from '@/components/project-workspace/plug-ins';
import { systemAdminPlugIns } from '@/components/system-admin/plug-ins';
import { RecordApprovalExtras } from '@/components/workbench/RecordApprovalExtras';
import { RecordCommentAttachments } from '@/components/workbench/CommentAttachmentsInput';
import { RecordSubmitPreview } from '@/components/workbench/RecordSubmitPreview';
import { RecordApprovalTab } from '@/components/workbench/RecordApprovalTab';

/**
 * The browser's composition root: what every business area adds to the entity engine's generic
 * pages, in one list. The server's counterpart is lib/backend/areas.ts. Each area's components
 * load only when a page of its entities shows them.
 */
/** The record picker (its columns and filters) loads when a reference input first browses. */
const RecordPickerForTarget = dynamic(() => import('@/components/pickers/RecordPickerForTarget').then((m) => m.RecordPickerForTarget), { ssr: false });

const clientAreas: ClientPlugIns = {
  entities: [...systemAdminPlugIns, ...crmPlugIns, ...projectPlugIns],
  approvalHistory: RecordApprovalTab,
  approvalActions: RecordApprovalExtras,
  approvalPreview: RecordSubmitPreview,
  approvalAttachments: RecordCommentAttachments,
  recordBrowser: RecordPickerForTarget,
};

/** Wraps the signed-in pages so the generic lists, forms and record pages find the areas' additions. */
export function AreaPlugIns({ children }: { children: ReactNode }) {
  return <EnginePlugInsProvider plugIns={clientAreas}>{children}</EnginePlugInsProvider>;
}
