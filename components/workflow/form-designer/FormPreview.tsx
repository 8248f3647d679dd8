'use client';

import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Modal, Radio } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DesignedFormFields } from '@/components/approval-form/port';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import styles from './form-designer.module.css';

/** The form as a requester will fill it in, on a desktop or a phone's width; its rules and formulas work. */
export function FormPreview({ design, open, onClose }: { design: FormDesign; open: boolean; onClose: () => void }) {
  const t = useTranslations('approvalForm.designer');
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const [form] = Form.useForm();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={880} title={t('preview')} destroyOnHidden data-testid="form-preview">
      <Radio.Group
        optionType="button"
        value={device}
        onChange={(e) => setDevice(e.target.value as 'desktop' | 'phone')}
        options={[
          { value: 'desktop', label: <><DesktopOutlined /> {t('desktop')}</> },
          { value: 'phone', label: <><MobileOutlined /> {t('phone')}</> },
        ]}
        style={{ marginBottom: 12 }}
        data-testid="preview-device"
      />
      <div className={clsx(styles.previewFrame, device === 'phone' && styles.phone)} data-testid="preview-frame">
        <Form form={form} layout="vertical" onFinish={() => undefined}>
          <DesignedFormFields design={design} />
        </Form>
      </div>
    </Modal>
  );
}
