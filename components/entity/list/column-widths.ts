import { ellipsis } from '@/lib/entity/text-display';
import type { FieldType } from '@/lib/entity/types';

/**
 * A list column's width when its declaration names none: enough for a typical value of the type.
 * Every column has a width, so a narrow screen scrolls the table sideways instead of squeezing a
 * column to a character, and the table knows how wide it is before it is drawn.
 */
const WIDTH_BY_TYPE: { readonly [T in FieldType]: number } = {
  text: 160,
  textarea: 200,
  number: 100,
  money: 120,
  date: 110,
  datetime: 170,
  dict: 100,
  multiDict: 160,
  ref: 150,
  user: 100,
  department: 120,
  bool: 80,
  file: 160,
  image: 100,
  richText: 200,
  phone: 130,
  email: 180,
  area: 220,
};

/** Cell padding (16 a side) and the sorter's arrows. */
const HEADER_PADDING = 32;
const SORTER_ROOM = 24;
/** A header may wrap to two lines, but no word of it should be cut. */
const HEADER_CAP = 220;

/** Roughly how wide a header text is drawn at the list's 14px: ideographs are square, Latin letters about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 14 : /[A-Z]/.test(char) ? 9.5 : 8;
  return Math.ceil(width);
}

/** The room a header needs on one line (at most HEADER_CAP; longer headers wrap). */
export function headerWidth(label: string, sortable: boolean): number {
  return Math.min(HEADER_CAP, textWidth(label) + HEADER_PADDING + (sortable ? SORTER_ROOM : 0));
}

/**
 * Dictionary values are translated with the interface; in a Latin script they run about half as
 * wide again as the Chinese the declared widths were chosen for ('Prospective customer', 潜在客户).
 */
const LATIN_DICT_FACTOR = 1.5;

/** The column's width: as declared (or the type's), widened so its header (and, in English, its translated values) fit. */
export function columnWidth(type: FieldType | null, declared: number | undefined, label: string, sortable: boolean, latin = false): number {
  const base = declared ?? (type ? WIDTH_BY_TYPE[type] : 160);
  const translated = latin && (type === 'dict' || type === 'multiDict') ? Math.round(base * LATIN_DICT_FACTOR) : base;
  return Math.max(translated, headerWidth(label, sortable));
}

/** The narrowest a cut-short (ellipsis) column gets before other columns give way. */
const ELLIPSIS_FLOOR = 120;

export interface SizedColumn {
  name: string;
  width: number;
  /** Long values are cut short with an ellipsis: the column may narrow to make room. */
  ellipsis?: boolean;
  /** The user dragged the column to this width: it keeps it. */
  chosenWidth?: boolean;
}

/** How narrow a column may get: a cut-short one to its floor (or its header), one the user sized or any other not at all. */
function narrowest(column: SizedColumn, header: number): number {
  return column.ellipsis && !column.chosenWidth ? Math.min(column.width, Math.max(ELLIPSIS_FLOOR, header)) : column.width;
}

/**
 * The shown columns fitted into `room` pixels beside the fixed parts (selection box, actions): the
 * cut-short columns narrow, down to a floor, in proportion to what each can spare. `fits` says
 * whether that was enough; if not the table scrolls sideways at the columns' full widths.
 */
export function fitColumns<C extends SizedColumn & { label: string }>(columns: readonly C[], room: number): { columns: readonly C[]; fits: boolean } {
  const floors = columns.map((c) => narrowest(c, headerWidth(c.label, false)));
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  if (total <= room) return { columns, fits: true };
  const least = floors.reduce((sum, floor) => sum + floor, 0);
  if (least > room) return { columns, fits: false };
  const share = (total - room) / (total - least);
  return { columns: columns.map((c, i) => (c.width > floors[i]! ? { ...c, width: Math.floor(c.width - (c.width - floors[i]!) * share) } : c)), fits: true };
}

/**
 * The title column as wide as the longest name on the page needs as the list shows it (cut at the
 * list's 25 units, lib/entity/text-display.ts), never narrower than declared: names are what rows
 * are read by, so what is shown of them is not cut again where the page has room.
 */
export function titleWidth(declared: number, names: readonly string[]): number {
  const longest = names.reduce((most, name) => Math.max(most, textWidth(ellipsis(name))), 0);
  return Math.max(declared, longest + HEADER_PADDING);
}
