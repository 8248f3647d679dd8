import type { EventBus, ModdleObject } from './bpmn-types';

/**
 * An opened model exports as it came wherever the user did not change it (the MIWG round trip).
 * bpmn-js changes three things on its own when it reads and writes a document:
 * - it writes isMarkerVisible="true" into exclusive gateway shapes that do not say it;
 * - it moves the shapes inside a collapsed sub-process to a new diagram of their own, shifted
 *   to the origin, and adds such a diagram for every collapsed sub-process;
 * - when writing, it rebuilds every plane from the drawn elements, dropping diagram elements it
 *   does not draw (an edge that names no BPMN element, say).
 * Around each export this module puts back what the user left untouched, and after it restores
 * bpmn-js's own state, so editing goes on as before.
 */

type Di = ModdleObject;
type PriorityBus = EventBus & { on(event: string, priority: number, callback: (event: Record<string, unknown>) => unknown): void };

/** After bpmn-js's DI ordering on save (2000). */
const AFTER_ORDERING = 1000;

const planeOf = (diagram: Di) => diagram.get('plane') as Di | undefined;
const elementsOf = (plane: Di | undefined) => ((plane?.get('planeElement') as Di[] | undefined) ?? []);
const diagramsOf = (definitions: Di | undefined) => ((definitions?.get('diagrams') as Di[] | undefined) ?? []);

function geometry(di: Di): string {
  const bounds = di.get('bounds') as Di | undefined;
  const points = (di.get('waypoint') as Di[] | undefined) ?? [];
  return JSON.stringify([bounds && [bounds.x, bounds.y, bounds.width, bounds.height], points.map((p) => [p.x, p.y])]);
}

function setGeometry(di: Di, saved: string): void {
  const [bounds, points] = JSON.parse(saved) as [number[] | undefined, number[][]];
  const target = di.get('bounds') as Di | undefined;
  if (bounds && target) [target.x, target.y, target.width, target.height] = bounds;
  ((di.get('waypoint') as Di[] | undefined) ?? []).forEach((p, i) => {
    if (points[i]) [p.x, p.y] = points[i]!;
  });
}

interface Original {
  plane: Di;
  geometry: string;
  /** Where and how bpmn-js left it after the import, and whether it drew its element. */
  importedPlane?: Di;
  importedGeometry?: string;
  drawn?: boolean;
}

function FaithfulExport(eventBus: PriorityBus, elementRegistry: { get(id: string): unknown }) {
  let definitions: Di | undefined;
  let originalDiagrams: Di[] = [];
  let originals = new Map<Di, Original>();
  let implicitMarkers = new WeakSet<Di>();
  let undo: (() => void)[] = [];

  eventBus.on('import.parse.complete', (event) => {
    definitions = event.definitions as Di | undefined;
    originalDiagrams = [...diagramsOf(definitions)];
    originals = new Map();
    implicitMarkers = new WeakSet();
    for (const diagram of originalDiagrams) {
      const plane = planeOf(diagram);
      for (const di of elementsOf(plane)) {
        originals.set(di, { plane: plane!, geometry: geometry(di) });
        const element = di.get('bpmnElement') as Di | undefined;
        if (element?.$type === 'bpmn:ExclusiveGateway' && !Object.prototype.hasOwnProperty.call(di, 'isMarkerVisible')) implicitMarkers.add(di);
      }
    }
  });

  eventBus.on('import.done', () => {
    for (const diagram of diagramsOf(definitions)) {
      const plane = planeOf(diagram);
      for (const di of elementsOf(plane)) {
        const original = originals.get(di);
        const element = di.get('bpmnElement') as Di | undefined;
        const drawn = Boolean(element?.id && elementRegistry.get(element.id));
        if (original) Object.assign(original, { importedPlane: plane, importedGeometry: geometry(di), drawn });
      }
    }
  });

  eventBus.on('saveXML.start', AFTER_ORDERING, (event) => {
    const saved = event.definitions as Di | undefined;
    if (!saved || saved !== definitions) return;
    undo = [];
    const placed = new Map<Di, Di>();
    for (const diagram of diagramsOf(saved)) for (const di of elementsOf(planeOf(diagram))) placed.set(di, planeOf(diagram)!);

    for (const [di, original] of originals) {
      const current = placed.get(di);
      if (!current) {
        // Never drawn, so dropped by the ordering rather than deleted: it goes back where it was.
        if (original.drawn === false) {
          const list = elementsOf(original.plane);
          list.push(di);
          undo.push(() => list.splice(list.indexOf(di), 1));
        }
        continue;
      }
      const untouched = original.importedPlane === current && original.importedGeometry === geometry(di);
      if (current !== original.plane && untouched) {
        const from = elementsOf(current);
        const to = elementsOf(original.plane);
        from.splice(from.indexOf(di), 1);
        to.push(di);
        setGeometry(di, original.geometry);
        undo.push(() => {
          to.splice(to.indexOf(di), 1);
          from.push(di);
          setGeometry(di, original.importedGeometry!);
        });
      }
    }

    // Diagrams bpmn-js added for collapsed sub-processes, left empty.
    const diagrams = diagramsOf(saved);
    const empty = diagrams.filter((d) => !originalDiagrams.includes(d) && elementsOf(planeOf(d)).length === 0);
    for (const diagram of empty) {
      const index = diagrams.indexOf(diagram);
      diagrams.splice(index, 1);
      undo.push(() => diagrams.splice(index, 0, diagram));
    }

    for (const diagram of diagrams) {
      for (const di of elementsOf(planeOf(diagram))) {
        if (implicitMarkers.has(di) && di.isMarkerVisible === true) {
          delete di.isMarkerVisible;
          undo.push(() => {
            di.isMarkerVisible = true;
          });
        }
      }
    }
    return undefined;
  });

  eventBus.on('saveXML.done', () => {
    for (const step of undo.reverse()) step();
    undo = [];
  });
}
FaithfulExport.$inject = ['eventBus', 'elementRegistry'];

export const faithfulExportModule = { __init__: ['faithfulExport'], faithfulExport: ['type', FaithfulExport] };
