/**
 * Moddle descriptors for the engine-specific attributes and elements: one per dialect, the same
 * shape under the flowable (default), camunda and activiti namespaces. The engine reads models
 * with them and the designer's modeler writes with them, so both agree on every element. Without
 * them bpmn-moddle would keep these attributes only as unknown strings.
 *
 * The descriptors name only what the engine and the panel use. Every element type also takes
 * content it does not declare (other children, a text), so a model written for another engine
 * keeps it; elements of the namespace the descriptors do not name at all are declared when a
 * document is read (undeclared-types.ts).
 */

export const DIALECTS = {
  flowable: 'http://flowable.org/bpmn',
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  activiti: 'http://activiti.org/bpmn',
} as const;

export type Dialect = keyof typeof DIALECTS;
export const DIALECT_NAMES = Object.keys(DIALECTS) as Dialect[];
export const DEFAULT_DIALECT: Dialect = 'flowable';

const attr = (name: string, type = 'String') => ({ name, isAttr: true, type });

/**
 * Properties that take what a type does not declare: a text body, and children (last, so a
 * declared property is matched first): vendor or foreign elements, and BPMN elements (moddle
 * matches those only by a BPMN type). New objects each time: moddle annotates them.
 */
export const openText = () => ({ name: 'undeclaredText', type: 'String', isBody: true });
export const openChildren = () => [
  { name: 'undeclaredChildren', type: 'Element', isMany: true },
  { name: 'undeclaredBpmnChildren', type: 'bpmn:BaseElement', isMany: true },
];

interface TypeDescriptor {
  name: string;
  superClass?: string[];
  extends?: string[];
  meta?: { allowedIn: string[] };
  properties: { name: string; type: string; isAttr?: boolean; isMany?: boolean; isBody?: boolean }[];
}

/** An element type (not an extension of a BPMN type) made open to undeclared content. */
function open(type: TypeDescriptor): TypeDescriptor {
  if (!type.superClass?.includes('Element')) return type;
  const hasBody = type.properties.some((p) => p.isBody);
  return { ...type, properties: [...type.properties, ...(hasBody ? [] : [openText()]), ...openChildren()] };
}

function descriptor(prefix: Dialect) {
  return {
    name: prefix,
    uri: DIALECTS[prefix],
    prefix,
    xml: { tagAlias: 'lowerCase' },
    associations: [],
    types: ([
      {
        name: 'Assignable',
        extends: ['bpmn:UserTask'],
        properties: ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'followUpDate', 'priority'].map((n) => attr(n)),
      },
      { name: 'FormSupported', extends: ['bpmn:StartEvent', 'bpmn:UserTask'], properties: [attr('formKey'), attr('formHandlerClass')] },
      { name: 'Initiator', extends: ['bpmn:StartEvent'], properties: [attr('initiator')] },
      { name: 'Collectable', extends: ['bpmn:MultiInstanceLoopCharacteristics'], properties: [attr('collection'), attr('elementVariable')] },
      {
        name: 'AsyncCapable',
        extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'],
        properties: [attr('async', 'Boolean'), attr('asyncBefore', 'Boolean'), attr('asyncAfter', 'Boolean'), attr('exclusive', 'Boolean')],
      },
      {
        name: 'LoopAsyncCapable',
        extends: ['bpmn:MultiInstanceLoopCharacteristics'],
        properties: [attr('asyncBefore', 'Boolean'), attr('asyncAfter', 'Boolean'), attr('exclusive', 'Boolean')],
      },
      { name: 'VersionTagged', extends: ['bpmn:Process'], properties: [attr('versionTag'), attr('candidateStarterUsers'), attr('candidateStarterGroups')] },
      { name: 'ServiceTaskType', extends: ['bpmn:ServiceTask'], properties: [attr('type')] },
      { name: 'ScriptTaskResult', extends: ['bpmn:ScriptTask'], properties: [attr('resultVariable'), attr('resource')] },
      { name: 'ResourceExpression', extends: ['bpmn:FormalExpression'], properties: [attr('resource')] },
      {
        name: 'FormData',
        superClass: ['Element'],
        meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
        properties: [{ name: 'fields', type: 'FormField', isMany: true }, attr('businessKey')],
      },
      {
        name: 'FormField',
        superClass: ['Element'],
        properties: [
          attr('id'), attr('label'), attr('type'), attr('datePattern'), attr('defaultValue'),
          { name: 'properties', type: 'Properties' },
          { name: 'validation', type: 'Validation' },
          { name: 'values', type: 'Value', isMany: true },
        ],
      },
      {
        name: 'FormProperty',
        superClass: ['Element'],
        meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
        properties: [
          attr('id'), attr('name'), attr('type'), attr('required', 'Boolean'), attr('readable', 'Boolean'), attr('writable', 'Boolean'),
          attr('variable'), attr('expression'), attr('datePattern'), attr('default'),
          { name: 'values', type: 'Value', isMany: true },
        ],
      },
      { name: 'Validation', superClass: ['Element'], properties: [{ name: 'constraints', type: 'Constraint', isMany: true }] },
      { name: 'Constraint', superClass: ['Element'], properties: [attr('name'), attr('config')] },
      { name: 'Properties', superClass: ['Element'], meta: { allowedIn: ['*'] }, properties: [{ name: 'values', type: 'Property', isMany: true }] },
      { name: 'Property', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('value')] },
      { name: 'Value', superClass: ['Element'], properties: [attr('id'), attr('name')] },
      {
        name: 'ExecutionListener',
        superClass: ['Element'],
        meta: { allowedIn: ['*'] },
        properties: [
          attr('event'), attr('class'), attr('expression'), attr('delegateExpression'), attr('id'),
          { name: 'script', type: 'Script' },
          { name: 'fields', type: 'Field', isMany: true },
        ],
      },
      {
        name: 'TaskListener',
        superClass: ['Element'],
        meta: { allowedIn: ['bpmn:UserTask'] },
        properties: [
          attr('event'), attr('class'), attr('expression'), attr('delegateExpression'), attr('id'),
          { name: 'script', type: 'Script' },
          { name: 'fields', type: 'Field', isMany: true },
          { name: 'eventDefinitions', type: 'bpmn:TimerEventDefinition', isMany: true },
        ],
      },
      {
        name: 'Script',
        superClass: ['Element'],
        properties: [attr('scriptFormat'), attr('resource'), { name: 'value', type: 'String', isBody: true }],
      },
      {
        // An injected value is written either as attributes (stringValue, expression) or as a
        // child element (string, expression). moddle names a property and its XML the same, so
        // the expression element is a type of its own, or one form would be read as the other.
        name: 'Field',
        superClass: ['Element'],
        properties: [
          attr('name'), attr('stringValue'), attr('expression'),
          { name: 'string', type: 'String' },
          { name: 'expressionElement', type: 'Expression' },
        ],
      },
      { name: 'Expression', superClass: ['Element'], properties: [{ name: 'body', type: 'String', isBody: true }] },
      {
        name: 'FailedJobRetryTimeCycle',
        superClass: ['Element'],
        meta: { allowedIn: ['*'] },
        properties: [{ name: 'body', type: 'String', isBody: true }],
      },
    ] satisfies TypeDescriptor[]).map(open),
  };
}

export type ModdleDescriptor = ReturnType<typeof descriptor>;

export const moddleExtensions: Record<Dialect, ModdleDescriptor> = {
  flowable: descriptor('flowable'),
  camunda: descriptor('camunda'),
  activiti: descriptor('activiti'),
};
