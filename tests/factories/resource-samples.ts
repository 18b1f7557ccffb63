import { randomBytes } from 'node:crypto';
import { resourceByPath, type FieldDef, type ResourceDef } from '../../src/shared/resources.ts';
import type { TableName } from '../../src/server/db/schema.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A valid record for any resource of the table, built from its field definitions. */
export async function sampleRecord(t: TestApp, resource: ResourceDef, variant = 'sample'): Promise<Record<string, unknown>> {
  const suffix = randomBytes(3).toString('hex');
  const record: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.readOnly) continue;
    record[field.name] = await sampleValue(t, field, `${variant} ${suffix}`);
  }
  return record;
}

async function sampleValue(t: TestApp, field: FieldDef, text: string): Promise<unknown> {
  if (field.name === 'isoCode') return `X${String.fromCharCode(65 + Math.floor(Math.random() * 10))}`;
  if (field.name === 'phoneCode') return '+999';
  if (field.name === 'mobile' || field.name === 'alternateMobile') return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  if (field.name === 'contactNo') return '+919876543210';
  if (field.name === 'url') return `/page-${text.replace(/\W+/g, '-')}`;
  if (field.name === 'password') return 'Sample-Password-1';
  if (field.name === 'userRoleId') return 2;
  if (field.name === 'locale') return 'hi';
  switch (field.kind) {
    case 'email':
      return `${text.replace(/\W+/g, '.')}@example.in`.toLowerCase();
    case 'text':
    case 'longtext':
      return `${field.label} ${text}`.slice(0, field.max ?? 200);
    case 'int':
      return 3;
    case 'decimal':
      return 12.5;
    case 'flag':
      return 1;
    case 'date':
      return '2025-07-26';
    case 'datetime':
      return new Date().toISOString();
    case 'ref': {
      if (field.name === 'userId') {
        const user = await t.db.selectFrom('users').select('id').where('userRoleId', '=', 2).orderBy('id', 'desc').executeTakeFirst();
        return user ? Number(user.id) : 1;
      }
      if (!field.required) return null;
      const target = resourceByPath(field.ref!);
      const row = await t.db
        .selectFrom(target.table as TableName)
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? Number(row.id) : 1;
    }
  }
}
