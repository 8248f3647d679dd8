import { behaviourStep } from '../behaviour-step';
import type { ListingDeps, ListingStep } from '../listing-step';
import type { StepDeps, WriteStep } from '../write-step';
import { approvalListing } from './approval/listing-step';
import { auditStep } from './audit/write-step';
import { creationStampsStep } from './creation-stamps/write-step';
import { dateOrderStep } from './date-order/write-step';
import { familyListing } from './family/listing-step';
import { familyStep } from './family/write-step';
import { keptParentFieldsStep } from './family/kept-fields-step';
import { followUpsListing } from './follow-ups/listing-step';
import { formulasStep } from './formulas/write-step';
import { computedStep } from './computed/write-step';
import { computedListing } from './computed/listing-step';
import { fullTextListing } from './full-text/listing-step';
import { membershipListing } from './membership/listing-step';
import { numberingStep } from './numbering/write-step';
import { owningDepartmentListing } from './owning-department/listing-step';
import { owningDepartmentStep } from './owning-department/write-step';
import { readOnlyStep } from './read-only/write-step';
import { refsWithinStep } from './refs-within/write-step';
import { searchEntriesStep } from './search-entries/write-step';
import { sensitiveListing } from './sensitive/listing-step';
import { sensitiveStep } from './sensitive/write-step';
import { timelineListing } from './timeline/listing-step';
import { transitionsStep } from './transitions/write-step';
import { uniqueStep } from './unique/write-step';

/**
 * Every write of a record (create, update, delete; addOrUpdate, the Excel import, first children)
 * runs these steps in this order, phase by phase (../write-step.ts). The order is the contract:
 * refusals on the stored record first; a sensitive value sent back masked is put back as stored; then the row is built (parent and department, stamps,
 * worked-out fields) before the entity's behaviour prepares it; the checks see the row as it will
 * be written; the parent's kept fields, the audit trail and the search entries follow the write.
 */
const STEPS: readonly ((deps: StepDeps) => WriteStep)[] = [
  readOnlyStep,
  sensitiveStep,
  familyStep,
  owningDepartmentStep,
  creationStampsStep,
  formulasStep,
  computedStep,
  dateOrderStep,
  numberingStep,
  behaviourStep,
  refsWithinStep,
  transitionsStep,
  uniqueStep,
  keptParentFieldsStep,
  auditStep,
  searchEntriesStep,
];

export function writeStepsOf(deps: StepDeps): WriteStep[] {
  return STEPS.map((step) => step(deps));
}

/**
 * Every read of an entity's records (list, detail, export, scope checks) runs these features'
 * listing steps in this order (../listing-step.ts): the scope kinds (one decides an entity's own
 * reach, by its declared `scope`), then who else reads a record, then the conditions of the
 * features' list parameters (joined with AND before the generic field filters), and on the way
 * out worked-out values the reader may not see whole withheld, then masking last, after the labels.
 */
const LISTING: readonly ((deps: ListingDeps) => ListingStep)[] = [
  owningDepartmentListing,
  membershipListing,
  familyListing,
  approvalListing,
  fullTextListing,
  followUpsListing,
  timelineListing,
  computedListing,
  sensitiveListing,
];

export function listingStepsOf(deps: ListingDeps): ListingStep[] {
  return LISTING.map((step) => step(deps));
}
