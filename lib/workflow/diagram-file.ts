import { dialectOf } from './dialect';
import { readDialectXml } from './dialect-moddle';
import type { Dialect } from './moddle-extensions';

/**
 * Checks a file the designer is asked to open before the canvas is touched, so a broken file
 * leaves the current diagram as it was and the user gets a clear message.
 */

export const DIAGRAM_FILE_MAX = 2 * 1024 * 1024;
export const DIAGRAM_FILE_EXTENSIONS = ['.xml', '.bpmn'] as const;

export type DiagramFileCheck =
  | { ok: true; dialect: Dialect }
  | { ok: false; reason: 'extension' | 'tooLarge' | 'unreadable' | 'noProcess' | 'noDiagram'; detail?: string };

export function hasDiagramExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return DIAGRAM_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export async function checkDiagramFile(fileName: string, text: string): Promise<DiagramFileCheck> {
  if (!hasDiagramExtension(fileName)) return { ok: false, reason: 'extension' };
  if (text.length > DIAGRAM_FILE_MAX) return { ok: false, reason: 'tooLarge' };
  const dialect = dialectOf(text);
  let definitions: { rootElements?: { $type: string }[]; diagrams?: unknown[] };
  try {
    ({ rootElement: definitions } = (await readDialectXml(text, dialect)) as unknown as { rootElement: typeof definitions });
  } catch (error) {
    return { ok: false, reason: 'unreadable', detail: error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : undefined };
  }
  const roots = definitions.rootElements ?? [];
  if (!roots.some((r) => r.$type === 'bpmn:Process' || r.$type === 'bpmn:Collaboration')) return { ok: false, reason: 'noProcess' };
  if (!definitions.diagrams?.length) return { ok: false, reason: 'noDiagram' };
  return { ok: true, dialect };
}
