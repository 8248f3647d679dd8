/**
 * Segregation of duties: what the engine does when a step would go to someone with an interest in
 * the request (its applicant, or an owner of the record it approves). A model setting, kept as an
 * extension property of the process element so every BPMN tool keeps it; the designer writes it and
 * the engine's deploy reads it. Nobody approves their own request unless the model says `allow`.
 */

export const SELF_APPROVAL_PROPERTY = 'selfApproval';

/** leader: the step passes to the applicant's leader (default); skip: the step is passed; allow: they approve it. */
export const SELF_APPROVAL = ['leader', 'skip', 'allow'] as const;
export type SelfApproval = (typeof SELF_APPROVAL)[number];

export const DEFAULT_SELF_APPROVAL: SelfApproval = 'leader';

/** The model's setting from its property text; null when the text names no setting the engine knows. */
export function readSelfApproval(text: string | null | undefined): SelfApproval | null {
  const value = (text ?? '').trim();
  if (value === '') return DEFAULT_SELF_APPROVAL;
  return (SELF_APPROVAL as readonly string[]).includes(value) ? (value as SelfApproval) : null;
}
