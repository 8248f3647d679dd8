'use client';

import { Switch } from 'antd';
// The plain input's own module: antd's Input export brings the text area, password, search and OTP too.
import Input from 'antd/es/input/Input';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';
import { PROCESS_SETTINGS } from '@/lib/workflow/process-settings';
import { ProcessSettingField } from './ProcessSettingField';

/** Id (not editable) and name; a process also has its version tag, the executable switch and its segregation-of-duties setting. */
export function GeneralSection() {
  const t = useTranslations('designer.general');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  const text = (name: string) => String(bo.get(name) ?? '');

  return (
    <div data-testid="designer-general">
      <FieldRow label={t('id')}>
        <Input value={bo.id ?? ''} disabled data-testid="designer-general-id" />
      </FieldRow>
      <FieldRow label={t('name')}>
        <CommitInput value={text('name')} onCommit={(name) => updateAttrs(modeler, element, { name: name || undefined })} data-testid="designer-general-name" />
      </FieldRow>
      {isProcess ? (
        <>
          <FieldRow label={t('versionTag')}>
            <CommitInput value={text(`${dialect}:versionTag`)} onCommit={(v) => updateAttrs(modeler, element, { [`${dialect}:versionTag`]: v || undefined })} />
          </FieldRow>
          <FieldRow label={t('executable')}>
            <Switch aria-label={t('executable')} checked={bo.get('isExecutable') === true} onChange={(on) => updateAttrs(modeler, element, { isExecutable: on })} data-testid="designer-general-executable" />
          </FieldRow>
          {PROCESS_SETTINGS.map(({ name, setting, testId }) => (
            <ProcessSettingField key={name} setting={setting} label={name} testId={`designer-${testId}`} />
          ))}
        </>
      ) : null}
    </div>
  );
}
