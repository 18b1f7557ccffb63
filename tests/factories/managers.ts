import { expect } from 'vitest';
import { call, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from './sessions.ts';

let seq = 0;

/** A relationship manager an administrator creates (POST /assisted/managers), signed in; `tag` keeps each suite's addresses and numbers apart. */
export async function createManager(
  t: TestApp,
  adminToken: string,
  { name, tag, mobilePrefix, languages }: { name: string; tag: string; mobilePrefix: string; languages: string[] },
) {
  seq += 1;
  const body = {
    name: `${name} ${seq}`,
    email: `${tag}${seq}-${Date.now()}@matrimonial.example.in`,
    mobile: `${mobilePrefix}${String(Date.now() + seq).slice(-8)}`,
    password: 'Manager-Pass-42',
    hoursFrom: '10:00',
    hoursTo: '19:00',
    languages,
  };
  const made = await call(t.app, 'POST', '/assisted/managers', { token: adminToken, body });
  expect(made.status, JSON.stringify(made.body.error)).toBe(201);
  return { id: made.body.response.id as number, email: body.email, name: body.name, token: await tokenFor(t, body.email) };
}
