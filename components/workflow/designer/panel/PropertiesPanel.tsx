'use client';

import { Collapse, type CollapseProps } from 'antd';
import '@/components/providers/theme/antd-collapse.css';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { canHaveCondition } from '@/lib/workflow/flow-condition';
import { canLoop } from '@/lib/workflow/loop';
import { hasListenerNotRun } from '@/lib/workflow/runnable';
import { useDesigner } from '../modeler/DesignerContext';
import { isType } from './element-ops';
import { NotRunTag, type NotRunFeature } from './NotRunTag';
import { RunWarning } from './RunWarning';
import { serviceTaskType } from '@/lib/workflow/service-task';
import {
  ApproverRuleSection,
  ConditionSection,
  DocumentationSection,
  ExtensionPropertiesSection,
  FormRightsSection,
  FormSection,
  HttpTaskSection,
  ListenersSection,
  MessagesSection,
  MultiInstanceSection,
  TaskSection,
  TimeoutSection,
  TimerSection,
} from './lazy-sections';
import { GeneralSection } from './sections/GeneralSection';

type SectionKey = 'general' | 'messages' | 'condition' | 'form' | 'formRights' | 'task' | 'approver' | 'copy' | 'http' | 'timeout' | 'timer' | 'multiInstance' | 'executionListeners' | 'taskListeners' | 'properties' | 'other';

/** Sections whose settings the process engine does not run: they are kept, and say so. */
const NOT_RUN: Partial<Record<SectionKey, NotRunFeature>> = { messages: 'messages' };

/** Listener sections say so only when they hold a listener the engine does not run (lib/workflow/listener-actions.ts). */
const LISTENER_SECTIONS: Partial<Record<SectionKey, 'execution' | 'task'>> = { executionListeners: 'execution', taskListeners: 'task' };

const hasTimer = (bo: { get(name: string): unknown }) =>
  ((bo.get('eventDefinitions') as { $type: string }[] | undefined) ?? []).some((d) => d.$type === 'bpmn:TimerEventDefinition');

/**
 * Our own properties panel: collapsible sections, each shown only for the elements
 * it applies to. Which sections are open is kept while the selection changes. An element the
 * engine cannot run gets the deploy's warning on top.
 */
export function PropertiesPanel() {
  const t = useTranslations('designer.panel');
  const { element, revision } = useDesigner();
  const [open, setOpen] = useState<string[]>(['general', 'copy', 'http']);
  const bo = element.businessObject;
  const isRoot = !element.parent;
  const isFlow = bo.$type === 'bpmn:SequenceFlow';
  const sourceType = isFlow ? ((bo.sourceRef as { $type?: string } | undefined)?.$type ?? '') : '';
  const serviceType = bo.$type === 'bpmn:ServiceTask' ? serviceTaskType(bo) : '';

  const sections: { key: SectionKey; show: boolean; node: () => ReactNode }[] = [
    { key: 'general', show: true, node: () => <GeneralSection /> },
    { key: 'messages', show: isRoot && bo.$type === 'bpmn:Process', node: () => <MessagesSection /> },
    { key: 'condition', show: isFlow && canHaveCondition(sourceType), node: () => <ConditionSection /> },
    { key: 'form', show: isType(element, 'bpmn:StartEvent', 'bpmn:UserTask'), node: () => <FormSection /> },
    { key: 'formRights', show: isType(element, 'bpmn:UserTask'), node: () => <FormRightsSection /> },
    { key: 'task', show: isType(element, 'bpmn:Task'), node: () => <TaskSection /> },
    { key: 'approver', show: isType(element, 'bpmn:UserTask'), node: () => <ApproverRuleSection /> },
    { key: 'copy', show: serviceType === 'copy', node: () => <ApproverRuleSection copy /> },
    { key: 'http', show: serviceType === 'http', node: () => <HttpTaskSection /> },
    { key: 'timeout', show: isType(element, 'bpmn:UserTask'), node: () => <TimeoutSection /> },
    { key: 'timer', show: hasTimer(bo), node: () => <TimerSection /> },
    { key: 'multiInstance', show: canLoop(bo.$type) && !serviceType, node: () => <MultiInstanceSection /> },
    { key: 'executionListeners', show: !isType(element, 'bpmn:Collaboration', 'bpmn:Participant', 'bpmn:Lane', 'bpmn:TextAnnotation', 'bpmn:Group') && !element.labelTarget, node: () => <ListenersSection kind="execution" /> },
    { key: 'taskListeners', show: isType(element, 'bpmn:UserTask'), node: () => <ListenersSection kind="task" /> },
    { key: 'properties', show: !element.labelTarget, node: () => <ExtensionPropertiesSection /> },
    { key: 'other', show: true, node: () => <DocumentationSection /> },
  ];

  const items: CollapseProps['items'] = sections
    .filter((s) => s.show)
    .map((s) => {
      const listenerKind = LISTENER_SECTIONS[s.key];
      const notRun = listenerKind ? (hasListenerNotRun(bo, listenerKind) ? 'listeners' : undefined) : NOT_RUN[s.key];
      const label = <span data-testid={`designer-section-${s.key}`}>{t(`sections.${s.key}`)}</span>;
      return { key: s.key, label, extra: notRun ? <NotRunTag feature={notRun} /> : undefined, children: s.node() };
    });

  return (
    <div data-testid="designer-panel" data-element-id={element.id} data-revision={revision}>
      <RunWarning />
      <Collapse
        key={element.id}
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
        items={items}
        bordered={false}
        size="small"
      />
    </div>
  );
}
