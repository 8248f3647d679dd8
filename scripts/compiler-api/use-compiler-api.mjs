// The dependency checker (dependency-cruiser) and the linter's type-aware rules (typescript-eslint)
// read TypeScript through TypeScript's JavaScript compiler API, which the project's own TypeScript
// (7, the native compiler) no longer ships. This module hands those tools, and only them, the 5.9
// compiler kept in tools/typescript-compiler-api: imported before a tool (`node --import` or a
// test's first import), it answers their `require('typescript')`, `import('typescript')` and
// `require('typescript/package.json')` with that copy. Everything else keeps TypeScript 7.
// package.json's "overrides" let typescript-eslint install beside TypeScript 7 for the same reason:
// its peer range stops before 7, and the copy it really runs is this one.
import Module, { createRequire, register } from 'node:module';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const requireHere = createRequire(import.meta.url);
const requireFromApi = createRequire(requireHere.resolve('typescript-compiler-api/package.json'));

/** Packages that call the compiler API: the checker, typescript-eslint and the helpers it reads types with. */
export const apiReaders = ['dependency-cruiser', 'typescript-eslint', '@typescript-eslint', 'ts-api-utils'].map(
  (name) => `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`,
);

function readsTheApi(request, parentFile) {
  return (request === 'typescript' || request.startsWith('typescript/')) && apiReaders.some((folder) => parentFile?.includes(folder));
}

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveForApiReaders(request, parent, ...rest) {
  if (readsTheApi(request, parent?.filename)) return requireFromApi.resolve(request);
  return resolveFilename.call(this, request, parent, ...rest);
};

register('./compiler-api-hooks.mjs', import.meta.url, {
  data: { typescriptUrl: pathToFileURL(requireFromApi.resolve('typescript')).href, apiReaders: apiReaders.map((folder) => folder.split(sep).join('/')) },
});
