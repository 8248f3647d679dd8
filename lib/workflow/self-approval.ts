import { makeProcessSetting } from './process-setting';

/**
 * Segregation of duties: what the engine does when a step would go to someone with an interest in
 * the request (its applicant, or an owner of the record it approves). Nobody approves their own
 * request unless the model says `allow`.
 */

/** leader: the step passes to the applicant's leader (default); skip: the step is passed; allow: they approve it. */
export const SELF_APPROVAL = ['leader', 'skip', 'allow'] as const;
export type SelfApproval = (typeof SELF_APPROVAL)[number];

export const SELF_APPROVAL_SETTING = makeProcessSetting<SelfApproval>('selfApproval', SELF_APPROVAL, 'leader');
export const SELF_APPROVAL_PROPERTY = SELF_APPROVAL_SETTING.property;
export const DEFAULT_SELF_APPROVAL = SELF_APPROVAL_SETTING.fallback;
export const readSelfApproval = SELF_APPROVAL_SETTING.read;
