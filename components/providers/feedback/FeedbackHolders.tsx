'use client';

import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './lazy-feedback';

/**
 * Toasts sit below the top bar and below a drawer's header (both under 60 px), so a success
 * message never covers the drawer's close button or the bar's buttons.
 */
const TOAST_TOP = 64;

/**
 * antd's message and modal hooks with their holders: rendered inside the app's ConfigProvider, so
 * what they show has its theme and language. Loaded only when feedback is first needed.
 */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [messageApi, modalApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
