import { definitionsForCaller } from '@/lib/entity/custom-fields';
import { authenticate } from './auth/context';
import type { Db } from './db/client';
import { definitionsFor } from './entity/custom-fields/definitions';
import { withDefinitions } from './entity/custom-fields/shapes';
import { openApiDocument } from './openapi';
import { allRoutes } from './routes';

const INFO = { title: 'Fincrm API', version: '1.0.0' };

/**
 * The API document of the declarations alone, without any field administrators added: for a
 * deployment whose calls another backend serves, whose added fields this one does not know.
 */
export function declaredApiDocument(): Record<string, unknown> {
  return withDefinitions([], () => openApiDocument(allRoutes, INFO));
}

/**
 * The API document as one signed-in caller reads it: the record kinds with the fields
 * administrators added that her roles may see, as her calls see them (a field limited to other
 * roles is named nowhere in it). Null when the token no longer signs anyone in.
 */
export async function apiDocumentFor(db: Db, token: string): Promise<Record<string, unknown> | null> {
  const auth = await authenticate(db, token);
  if (!auth) return null;
  const definitions = definitionsForCaller(await definitionsFor(db, auth), auth);
  return withDefinitions(definitions, () => openApiDocument(allRoutes, INFO));
}
