import { BpmnModdle, type ParseResult } from 'bpmn-moddle';
import { dialectOf } from './dialect';
import { moddleExtensions, type Dialect } from './moddle-extensions';
import { declareUndeclaredTypes } from './undeclared-types';

/**
 * Reading a BPMN document the way the engine and the designer do: bpmn-moddle with the
 * descriptor of the document's dialect (one per document: moddle refuses two packages that extend
 * a type with the same name), and every vendor element it carries kept.
 */
export async function readDialectXml(xml: string, dialect: Dialect = dialectOf(xml)): Promise<ParseResult & { moddle: BpmnModdle; dialect: Dialect }> {
  const moddle = new BpmnModdle({ [dialect]: moddleExtensions[dialect] });
  declareUndeclaredTypes(moddle, xml);
  const parsed = await moddle.fromXML(xml, 'bpmn:Definitions');
  return { ...parsed, moddle, dialect };
}

