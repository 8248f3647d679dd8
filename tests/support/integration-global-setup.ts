import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

/** One template per run, so two runs against the same PostgreSQL server do not trip over each other. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDb = `fincrm_it_tpl_${process.pid}`;
  project.provide('templateDb', templateDb);
  return prepareTemplates(templateDb);
}
