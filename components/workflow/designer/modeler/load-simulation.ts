/** A bpmn-js module declaration, as the token simulation exports it. */
export type SimulationModule = Record<string, unknown>;

let pending: Promise<SimulationModule> | null = null;

/**
 * The token simulation's code, fetched once. It is left out of the designer's first load: most
 * visits edit a diagram and never simulate it. A failed fetch may be tried again.
 */
export function loadSimulation(): Promise<SimulationModule> {
  pending ??= import('./simulation-module').then(
    (loaded) => loaded.default,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
