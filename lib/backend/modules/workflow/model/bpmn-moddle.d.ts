// bpmn-moddle ships types for its model elements but none for the BpmnModdle class it exports.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $attrs?: Record<string, string>;
    id?: string;
    name?: string;
    get(name: string): unknown;
    [key: string]: unknown;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string; element?: ModdleElement }[];
    elementsById: Record<string, ModdleElement>;
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string, options?: Record<string, unknown>): Promise<ParseResult>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    getPackage(uriOrPrefix: string): { prefix: string } | undefined;
    getTypeDescriptor(name: string): unknown;
    registry: { registerType(type: object, pkg: unknown): void };
  }
}
