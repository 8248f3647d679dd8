import type { DuplicateCheck } from './duplicates';

export interface DuplicatesFeature {
  /** Values that suggest a record already exists (a contact's phone): the form warns and links it (./duplicates.ts). */
  duplicates?: readonly DuplicateCheck[];
}
