'use client';

import dynamic from 'next/dynamic';
import type { ManagedNotice, NewsRecord } from './message-api';
import type { NoticeVariant } from './notice-form';
import type { NoticeViewData } from './notice-view';

// Both dialogs load when first opened: the form brings the editor, the pickers and the upload.
const NoticeForm = dynamic(() => import('./NoticeForm').then((m) => m.NoticeForm), { ssr: false });
const NoticeViewModal = dynamic(() => import('./NoticeViewModal').then((m) => m.NoticeViewModal), { ssr: false });

export type NoticeModalState =
  | { mode: 'view'; data: NoticeViewData }
  | { mode: 'create'; variant: NoticeVariant }
  | { mode: 'edit'; variant: 'notice'; record: ManagedNotice }
  | { mode: 'edit'; variant: 'news'; record: NewsRecord };

interface NoticeModalProps {
  state: NoticeModalState | null;
  onClose: () => void;
  /** After a successful save: the lists reload. */
  onSaved?: () => void;
}

/**
 * The notice dialog (docs/messages.md, "Notices"): title, message type, importance, rich-text
 * content, one attachment, and for notices the audience; validated before it is sent. The
 * read-only mode (anything but a draft) shows the same fields and only closes on confirm.
 */
export function NoticeModal({ state, onClose, onSaved }: NoticeModalProps) {
  if (!state) return null;
  if (state.mode === 'view') return <NoticeViewModal data={state.data} onClose={onClose} />;
  return <NoticeForm state={state} onClose={onClose} onSaved={onSaved} />;
}
