import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateSchemaTypes } from './schema-codegen.ts';

describe('database types', () => {
  it('schema.generated.ts matches the migrations (run npm run db:types after changing them)', async () => {
    const generated = await generateSchemaTypes();
    const committed = fs.readFileSync(GENERATED_FILE, 'utf8');
    expect(committed, 'schema.generated.ts is out of date: run npm run db:types').toBe(generated);
  });
});
