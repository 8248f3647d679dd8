/**
 * A model-wide choice kept as an extension property of the process element, so every BPMN tool
 * keeps it: the designers write it (the default as no property, so a model keeps reading as drawn)
 * and the deploy reads it into the graph. Segregation of duties, the print layout and repeated
 * approvers are such settings; each declares itself once with makeProcessSetting.
 */
export interface ProcessSetting<T extends string> {
  /** The extension property's name. */
  property: string;
  values: readonly T[];
  fallback: T;
  /** The setting's value from the property text; null when the text names no value the engine knows. */
  read: (text: string | null | undefined) => T | null;
}

export function makeProcessSetting<T extends string>(property: string, values: readonly T[], fallback: T): ProcessSetting<T> {
  return {
    property,
    values,
    fallback,
    read: (text) => {
      const value = (text ?? '').trim();
      if (value === '') return fallback;
      return (values as readonly string[]).includes(value) ? (value as T) : null;
    },
  };
}
