/**
 * The parts of bpmn-js's services and model objects the designer uses, typed narrowly: bpmn-js
 * types its services loosely, and the panel needs only these.
 */

export interface ModdleObject {
  $type: string;
  $parent?: ModdleObject;
  $attrs?: Record<string, string>;
  id?: string;
  name?: string;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  $instanceOf(type: string): boolean;
  [key: string]: unknown;
}

/** A shape or connection on the canvas. */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleObject;
  parent?: DiagramElement;
  source?: DiagramElement;
  target?: DiagramElement;
  waypoints?: unknown;
  labelTarget?: unknown;
}

export interface Modeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(element: DiagramElement, moddleElement: ModdleObject, properties: Record<string, unknown>): void;
}

export interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleObject;
}

export interface CommandStack {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}

export interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number;
  getRootElement(): DiagramElement;
  /** Tells bpmn-js that the container's size changed. */
  resized(): void;
  viewbox(box?: { x: number; y: number; width: number; height: number }): ViewBox;
  scrollToElement(element: DiagramElement, padding?: number): void;
  addMarker(element: DiagramElement, marker: string): void;
  removeMarker(element: DiagramElement, marker: string): void;
}

export interface Overlays {
  add(element: DiagramElement, type: string, overlay: { position: { top?: number; right?: number; bottom?: number; left?: number }; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
  inner: { x: number; y: number; width: number; height: number };
  outer: { width: number; height: number };
}

export interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
  filter(fn: (element: DiagramElement) => boolean): DiagramElement[];
}

export interface Selection {
  get(): DiagramElement[];
  select(elements: DiagramElement | DiagramElement[] | null): void;
}

export interface EventBus {
  on(event: string | string[], callback: (event: Record<string, unknown>) => void): void;
  off(event: string | string[], callback: (event: Record<string, unknown>) => void): void;
}

export interface AlignElements {
  trigger(elements: DiagramElement[], type: string): void;
}

export interface ToggleMode {
  toggleMode(active?: boolean): void;
}

export interface BpmnReplace {
  replaceElement(element: DiagramElement, target: { type: string; [key: string]: unknown }): DiagramElement;
}

export interface ServiceMap {
  modeling: Modeling;
  moddle: Moddle;
  bpmnFactory: Moddle;
  commandStack: CommandStack;
  canvas: Canvas;
  elementRegistry: ElementRegistry;
  selection: Selection;
  eventBus: EventBus;
  alignElements: AlignElements;
  toggleMode: ToggleMode;
  bpmnReplace: BpmnReplace;
  overlays: Overlays;
}

/** What the designer needs of a bpmn-js modeler. */
export interface DesignerModeler {
  get<K extends keyof ServiceMap>(name: K): ServiceMap[K];
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  saveXML(options?: { format?: boolean }): Promise<{ xml?: string }>;
  saveSVG(): Promise<{ svg: string }>;
  getDefinitions(): ModdleObject;
  destroy(): void;
}
