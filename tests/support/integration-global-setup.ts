import { prepareTemplates } from './database-template';

export default async function setup(): Promise<void> {
  await prepareTemplates();
}
