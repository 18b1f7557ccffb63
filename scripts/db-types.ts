// `npm run db:types`: regenerate src/server/db/schema.generated.ts from the migrations.
import fs from 'node:fs';
import { GENERATED_FILE, generateSchemaTypes } from '../src/server/db/schema-codegen.ts';

fs.writeFileSync(GENERATED_FILE, await generateSchemaTypes());
console.log(`Wrote ${GENERATED_FILE}`);
