import type { StartableProcess } from '@/lib/contract/workflow-answers';

export interface ProcessGroup {
  /** The category key, or null for the processes without one (shown last). */
  category: string | null;
  processes: StartableProcess[];
}

/** Whether a process's name or description contains the words (case-insensitive); blank words match all. */
export function matchesWords(process: Pick<StartableProcess, 'name' | 'description'>, words: string): boolean {
  const wanted = words.trim().toLowerCase();
  if (!wanted) return true;
  return process.name.toLowerCase().includes(wanted) || (process.description ?? '').toLowerCase().includes(wanted);
}

/** The processes by category, in the order the categories first appear, uncategorised last. */
export function groupByCategory(processes: readonly StartableProcess[]): ProcessGroup[] {
  const groups = new Map<string | null, StartableProcess[]>();
  for (const p of processes) {
    const category = p.category?.trim() || null;
    const list = groups.get(category) ?? [];
    list.push(p);
    groups.set(category, list);
  }
  const named = [...groups].filter(([c]) => c !== null).map(([category, list]) => ({ category, processes: list }));
  const rest = groups.get(null);
  return rest ? [...named, { category: null, processes: rest }] : named;
}
