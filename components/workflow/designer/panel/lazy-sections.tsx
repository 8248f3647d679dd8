'use client';

import dynamic from 'next/dynamic';

/**
 * The panel's sections beyond 常规, each loaded when it is first opened: a folded section renders
 * nothing, and between them they bring the tables, the user picker with its department tree, the
 * listener drawer and the form library, none of which a freshly opened designer shows. Without
 * server rendering each waits for its code in a boundary of its own; otherwise the wait would
 * reach the designer's boundary and hide the canvas meanwhile.
 */
export const ApproverRuleSection = dynamic(() => import('./sections/ApproverRuleSection').then((m) => m.ApproverRuleSection), { ssr: false });
export const ConditionSection = dynamic(() => import('./sections/ConditionSection').then((m) => m.ConditionSection), { ssr: false });
export const DocumentationSection = dynamic(() => import('./sections/DocumentationSection').then((m) => m.DocumentationSection), { ssr: false });
export const ExtensionPropertiesSection = dynamic(() => import('./sections/ExtensionPropertiesSection').then((m) => m.ExtensionPropertiesSection), { ssr: false });
export const FormRightsSection = dynamic(() => import('./sections/FormRightsSection').then((m) => m.FormRightsSection), { ssr: false });
export const FormSection = dynamic(() => import('./sections/FormSection').then((m) => m.FormSection), { ssr: false });
export const HttpTaskSection = dynamic(() => import('./sections/HttpTaskSection').then((m) => m.HttpTaskSection), { ssr: false });
export const ListenersSection = dynamic(() => import('./sections/ListenersSection').then((m) => m.ListenersSection), { ssr: false });
export const MessagesSection = dynamic(() => import('./sections/MessagesSection').then((m) => m.MessagesSection), { ssr: false });
export const MultiInstanceSection = dynamic(() => import('./sections/MultiInstanceSection').then((m) => m.MultiInstanceSection), { ssr: false });
export const TaskSection = dynamic(() => import('./sections/TaskSection').then((m) => m.TaskSection), { ssr: false });
export const TimeoutSection = dynamic(() => import('./sections/TimeoutSection').then((m) => m.TimeoutSection), { ssr: false });
export const TimerSection = dynamic(() => import('./sections/TimerSection').then((m) => m.TimerSection), { ssr: false });
