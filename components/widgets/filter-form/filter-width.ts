import { displayUnits } from '@/lib/entity/text-display';

/**
 * Past this many display units (a Chinese character counts two) a label leaves its input too
 * little room for a placeholder that repeats it ('Enter Unified social credit code'): such a field
 * takes two columns of the filter bar.
 */
const WIDE_LABEL_UNITS = 16;

/** Whether a filter's label asks for a double column, so its input shows the whole placeholder. */
export const isWideFilter = (label: string): boolean => displayUnits(label) > WIDE_LABEL_UNITS;
