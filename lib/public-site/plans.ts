/**
 * The editions sold on /partnerPay and what each includes. Names, prices and feature texts are
 * messages (siteLeads.partnerPay.plans.<id>, .comparison.rows.<feature>); this file holds only
 * the shape, so the cards, the comparison table and the order form agree.
 */
export const PLAN_IDS = ['basic', 'standard', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The edition most customers of this size choose; its card is marked. */
export const RECOMMENDED_PLAN: PlanId = 'professional';

/** Highlights listed on each plan card (siteLeads.partnerPay.plans.<id>.features.<key>). */
export const PLAN_HIGHLIGHTS = ['f1', 'f2', 'f3', 'f4', 'f5'] as const;

/** A comparison cell: included, not included, or a short text (siteLeads.partnerPay.comparison.values.<key>). */
export type PlanCell = 'yes' | 'no' | { text: string };

const text = (key: string): PlanCell => ({ text: key });

export const PLAN_COMPARISON: readonly { feature: string; cells: Record<PlanId, PlanCell> }[] = [
  { feature: 'customers', cells: { basic: 'yes', standard: 'yes', professional: 'yes', enterprise: 'yes' } },
  { feature: 'clues', cells: { basic: 'yes', standard: 'yes', professional: 'yes', enterprise: 'yes' } },
  { feature: 'mobile', cells: { basic: 'yes', standard: 'yes', professional: 'yes', enterprise: 'yes' } },
  { feature: 'opportunities', cells: { basic: 'no', standard: 'yes', professional: 'yes', enterprise: 'yes' } },
  { feature: 'payments', cells: { basic: 'no', standard: 'yes', professional: 'yes', enterprise: 'yes' } },
  { feature: 'approvals', cells: { basic: 'no', standard: text('templates'), professional: text('designer'), enterprise: text('designer') } },
  { feature: 'excel', cells: { basic: text('exportOnly'), standard: 'yes', professional: 'yes', enterprise: 'yes' } },
  { feature: 'advancedQuery', cells: { basic: 'no', standard: 'no', professional: 'yes', enterprise: 'yes' } },
  { feature: 'projects', cells: { basic: 'no', standard: 'no', professional: 'yes', enterprise: 'yes' } },
  { feature: 'integration', cells: { basic: 'no', standard: 'no', professional: 'no', enterprise: 'yes' } },
  { feature: 'deployment', cells: { basic: text('cloud'), standard: text('cloud'), professional: text('cloud'), enterprise: text('cloudOrPrivate') } },
  { feature: 'storage', cells: { basic: text('storage2'), standard: text('storage5'), professional: text('storage10'), enterprise: text('storageUnlimited') } },
  { feature: 'support', cells: { basic: text('supportTicket'), standard: text('supportPhone'), professional: text('supportConsultant'), enterprise: text('supportSuccess') } },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
