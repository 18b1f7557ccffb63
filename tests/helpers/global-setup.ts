import type { TestProject } from 'vitest/node';
import { buildTemplate, type DatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the API suite: the template database every test app is copied from. */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
