/**
 * Paths in the administrative-division tree. A stored area value is the path of six-digit codes
 * joined by commas, province first: '440000,440100,440106'. These helpers take the tree as an
 * argument so they carry no data themselves (see divisions.ts).
 */

export type AreaLevel = 1 | 2 | 3;

export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

/** The tree cut to the first `levels` levels (1 provinces, 2 with cities, 3 with districts). */
export function atLevels(nodes: readonly AreaNode[], levels: AreaLevel): AreaNode[] {
  return nodes.map((node) => {
    if (levels === 1 || !node.children) return { code: node.code, name: node.name };
    return { code: node.code, name: node.name, children: atLevels(node.children, (levels - 1) as AreaLevel) };
  });
}

/** '440000,440100' or an array → the codes, blanks and separators tolerated. */
export function areaCodes(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).map((c) => c.trim()).filter(Boolean);
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  return String(value).split(/[,，\s]+/).filter(Boolean);
}

/** The names along a code path; unknown codes stay as they are so nothing is silently lost. */
export function areaNames(value: unknown, tree: readonly AreaNode[]): string[] {
  const names: string[] = [];
  let level: readonly AreaNode[] | undefined = tree;
  for (const code of areaCodes(value)) {
    const node: AreaNode | undefined = level?.find((n) => n.code === code);
    names.push(node ? node.name : code);
    level = node?.children;
  }
  return names;
}

export const AREA_SEPARATOR = ' / ';

export function areaText(value: unknown, tree: readonly AreaNode[]): string {
  return areaNames(value, tree).join(AREA_SEPARATOR);
}

/** Whether the codes form a real path of the tree (each a child of the one before). */
export function isAreaPath(codes: readonly string[], tree: readonly AreaNode[]): boolean {
  let level: readonly AreaNode[] | undefined = tree;
  for (const code of codes) {
    const node: AreaNode | undefined = level?.find((n) => n.code === code);
    if (!node) return false;
    level = node.children;
  }
  return codes.length > 0;
}

/** A path of names ('广东省/广州市/天河区', any common separator) back to codes; null when unknown. */
export function areaPathOfNames(text: string, tree: readonly AreaNode[]): string[] | null {
  const names = text.split(/\s*[\/／,，、\s]\s*/).filter(Boolean);
  const codes: string[] = [];
  let level: readonly AreaNode[] | undefined = tree;
  for (const name of names) {
    const node: AreaNode | undefined = level?.find((n) => n.name === name);
    if (!node) return null;
    codes.push(node.code);
    level = node.children;
  }
  return codes.length ? codes : null;
}

/**
 * Whether a value has the shape of an area path without consulting the data: one to `levels`
 * six-digit codes, each inside the one before (a city shares its province's first two digits, a
 * district its city's first four).
 */
export function isWellFormedAreaPath(codes: readonly string[], levels: AreaLevel = 3): boolean {
  if (codes.length === 0 || codes.length > levels) return false;
  return codes.every((code, index) => /^\d{6}$/.test(code) && (index === 0 || code.slice(0, 2 * index) === codes[index - 1]!.slice(0, 2 * index)));
}
