// Module hooks (Node's module.register) for the tools that read the compiler API: see use-compiler-api.mjs.
let typescriptUrl;
let apiReaders = [];

export function initialize(data) {
  typescriptUrl = data.typescriptUrl;
  apiReaders = data.apiReaders;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && apiReaders.some((folder) => context.parentURL?.includes(folder))) {
    return { url: typescriptUrl, format: 'commonjs', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
