import type { Backend } from './instance';

/** Where the process keeps its one embedded backend, shared by every bundle (and by dev reloads). */
export const backendHolder = globalThis as unknown as { __fincrmBackend?: Promise<Backend> };
