import type { Control, ControlKind, FormDesign } from '@/lib/contract/approval-form/design';

/**
 * A control as the palette adds it: a unique id (its kind and a number), the kind's name as its
 * label, and the settings a business form usually wants.
 */
export function uniqueId(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const id = `${prefix}${n}`;
    if (!taken.has(id)) return id;
  }
}

export const idsOf = (design: FormDesign): Set<string> => new Set(design.fields.map((c) => c.id));

export function newControl(kind: ControlKind, label: string, taken: ReadonlySet<string>, words: { option: (n: number) => string; column: string; amount: string }): Control {
  const id = uniqueId(kind, taken);
  const base = { id, label };
  switch (kind) {
    case 'choice':
      return { ...base, kind, options: [1, 2].map((n) => ({ value: `opt${n}`, label: words.option(n) })) };
    case 'detail':
      return {
        ...base,
        kind,
        columns: [
          { kind: 'text', id: 'item', label: words.column },
          { kind: 'amount', id: 'amount', label: words.amount, total: true },
        ],
      };
    case 'formula':
      return { ...base, kind, op: 'sum', refs: [], money: true };
    case 'description':
      return { ...base, kind, text: '' };
    case 'record':
      return { ...base, kind, target: 'customer' };
    default:
      return { ...base, kind };
  }
}
