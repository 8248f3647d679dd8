import type { StartableProcess } from '@/lib/contract/workflow-answers';
import { PROCESS_CATEGORIES } from '@/lib/contract/workflow-model-icons';

export interface ProcessGroup {
  /** The category key, or null for the processes without one (shown last). */
  category: string | null;
  /** A category of the models' own in the reader's language (the server's category_name); a known key is translated by the page. */
  name: string | null;
  processes: StartableProcess[];
}

/** Whether a process's name or description contains the words (case-insensitive); blank words match all. */
export function matchesWords(process: Pick<StartableProcess, 'name' | 'description'>, words: string): boolean {
  const wanted = words.trim().toLowerCase();
  if (!wanted) return true;
  return process.name.toLowerCase().includes(wanted) || (process.description ?? '').toLowerCase().includes(wanted);
}

const known: readonly string[] = PROCESS_CATEGORIES;
/** Known categories in their order, then the others by name. */
const categoryOrder = (a: string, b: string) => {
  const [i, j] = [known.indexOf(a), known.indexOf(b)];
  if (i >= 0 || j >= 0) return (i < 0 ? known.length : i) - (j < 0 ? known.length : j);
  return a.localeCompare(b);
};

/** The processes by category (the known ones first, in their order; then others by name), uncategorised last. */
export function groupByCategory(processes: readonly StartableProcess[]): ProcessGroup[] {
  const groups = new Map<string | null, StartableProcess[]>();
  for (const p of processes) {
    const category = p.category?.trim() || null;
    const list = groups.get(category) ?? [];
    list.push(p);
    groups.set(category, list);
  }
  const named = [...groups]
    .filter((entry): entry is [string, StartableProcess[]] => entry[0] !== null)
    .sort(([a], [b]) => categoryOrder(a, b))
    .map(([category, list]) => ({ category, name: list.find((p) => p.category_name?.trim())?.category_name?.trim() ?? category, processes: list }));
  const rest = groups.get(null);
  return rest ? [...named, { category: null, name: null, processes: rest }] : named;
}
