import type { TestProject } from 'vitest/node';
import { buildTemplate, type DatabaseTemplate } from './database-template.ts';
import { buildServerIfStale } from '../../scripts/site-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Once per run of the API suite: the compiled server the process tests start (when its sources
 * changed since it was built), and the template database every test app is copied from.
 */
export default async function setup(project: TestProject) {
  if (!buildServerIfStale()) throw new Error('The server did not compile (npm run build:server).');
  const { template, remove } = await buildTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
