// bpmn-js-token-simulation ships no types: it is a bpmn-js module declaration.
declare module 'bpmn-js-token-simulation' {
  const module: Record<string, unknown>;
  export default module;
}
