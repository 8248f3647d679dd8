'use client';

import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './lazy-feedback';

/**
 * antd's message and modal hooks with their holders: rendered inside the app's ConfigProvider, so
 * what they show has its theme and language. Loaded only when feedback is first needed.
 */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [messageApi, modalApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
