// Module hooks (Node's module.register) for the dependency check: see use-compiler-api.mjs.
let typescriptUrl;

export function initialize(data) {
  typescriptUrl = data.typescriptUrl;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/dependency-cruiser/')) {
    return { url: typescriptUrl, format: 'commonjs', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
