'use client';

import { Col, Form, Row, Typography, type FormRule } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import type { WizardValues } from './wizard-values';

const F = 'entity.project.fields';

interface MembersStepProps {
  ruleFor: (name: keyof WizardValues) => FormRule;
}

/** Step 1: the manager (required), at least one participant, media staff and process members. */
export function MembersStep({ ruleFor }: MembersStepProps) {
  const t = useTranslations('entity.project.wizard');
  const tAll = useTranslations();
  const label = (field: string) => tAll(`${F}.${field}`);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('membersHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="project_mgr_key" label={label('project_mgr_key')} required rules={[ruleFor('project_mgr_key')]}>
            <UserPickerInput label={label('project_mgr_key')} multiple={false} required />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="participant_keys" label={label('participant_keys')} required rules={[ruleFor('participant_keys')]}>
            <UserPickerInput label={label('participant_keys')} multiple required />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="medium_keys" label={label('medium_keys')} rules={[ruleFor('medium_keys')]}>
            <UserPickerInput label={label('medium_keys')} multiple />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="process_member_keys" label={label('process_member_keys')} rules={[ruleFor('process_member_keys')]}>
            <UserPickerInput label={label('process_member_keys')} multiple />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
