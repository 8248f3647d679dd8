'use client';

import { Radio } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { CommitTextArea } from '../CommitTextArea';
import { updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';

/** Script format, an inline script or an external resource (never both), result variable. */
export function ScriptTaskFields() {
  const t = useTranslations('designer.script');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const resourceAttr = `${dialect}:resource`;
  const resource = String(bo.get(resourceAttr) ?? '');
  const [kind, setKind] = useState<'inlineScript' | 'externalScript'>(resource ? 'externalScript' : 'inlineScript');

  const switchKind = (next: 'inlineScript' | 'externalScript') => {
    setKind(next);
    // Inline and external are mutually exclusive.
    updateAttrs(modeler, element, next === 'inlineScript' ? { [resourceAttr]: undefined } : { script: undefined });
  };

  return (
    <>
      <FieldRow label={t('format')}>
        <CommitInput value={String(bo.get('scriptFormat') ?? '')} placeholder="jexl" onCommit={(v) => updateAttrs(modeler, element, { scriptFormat: v || undefined })} />
      </FieldRow>
      <FieldRow label={t('type')}>
        <Radio.Group
          value={kind}
          onChange={(e) => switchKind(e.target.value === 'externalScript' ? 'externalScript' : 'inlineScript')}
          options={[
            { value: 'inlineScript', label: t('types.inlineScript') },
            { value: 'externalScript', label: t('types.externalScript') },
          ]}
        />
      </FieldRow>
      {kind === 'inlineScript' ? (
        <FieldRow label={t('script')}>
          <CommitTextArea value={String(bo.get('script') ?? '')} onCommit={(v) => updateAttrs(modeler, element, { script: v || undefined })} />
        </FieldRow>
      ) : (
        <FieldRow label={t('resource')}>
          <CommitInput value={resource} onCommit={(v) => updateAttrs(modeler, element, { [resourceAttr]: v || undefined })} />
        </FieldRow>
      )}
      <FieldRow label={t('resultVariable')}>
        <CommitInput value={String(bo.get(`${dialect}:resultVariable`) ?? '')} onCommit={(v) => updateAttrs(modeler, element, { [`${dialect}:resultVariable`]: v || undefined })} />
      </FieldRow>
    </>
  );
}
