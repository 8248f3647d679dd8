import type { ApprovalDef } from './approval';

export interface ApprovalFeature {
  /** Records go through an approval whose outcome their status follows (./approval.ts). */
  approval?: ApprovalDef;
}
