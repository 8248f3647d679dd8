// The dependency checker reads TypeScript through TypeScript's JavaScript compiler API, which the
// project's own TypeScript (7, the native compiler) no longer ships. This module hands the checker,
// and only the checker, the 5.9 compiler kept in tools/typescript-compiler-api: imported before the
// checker (`node --import` or a test's first import), it answers the checker's `import('typescript')`
// and `require('typescript/package.json')` with that copy. Everything else keeps TypeScript 7.
import Module, { createRequire, register } from 'node:module';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const requireHere = createRequire(import.meta.url);
const requireFromApi = createRequire(requireHere.resolve('typescript-compiler-api/package.json'));
const checkerFolder = `${sep}node_modules${sep}dependency-cruiser${sep}`;

function isCheckersTypescript(request, parentFile) {
  return (request === 'typescript' || request.startsWith('typescript/')) && Boolean(parentFile?.includes(checkerFolder));
}

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveForChecker(request, parent, ...rest) {
  if (isCheckersTypescript(request, parent?.filename)) return requireFromApi.resolve(request);
  return resolveFilename.call(this, request, parent, ...rest);
};

register('./compiler-api-hooks.mjs', import.meta.url, {
  data: { typescriptUrl: pathToFileURL(requireFromApi.resolve('typescript')).href },
});
