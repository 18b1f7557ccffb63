import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { LooseJson } from './loose-json.ts';

/**
 * Signing in through the two-step sign-in, for the API tests and the browser tests alike: the one
 * place that knows how an administrator enrols (the key from the set-up step) and how a later
 * sign-in computes its code. Transport-free: give it a `post` that sends JSON to the API (the
 * in-process `call` or Playwright's `request`).
 */
export type Post = (url: string, body: unknown) => Promise<{ status: number; body: LooseJson }>;

/** The key of each enrolled account and the newest step a code was sent for (a step works once). */
export interface TwoStepKey {
  secret: string;
  lastStep: number;
}

export interface KeyStore {
  get(email: string): TwoStepKey | undefined;
  set(email: string, key: TwoStepKey): void;
}

export function memoryKeys(): KeyStore {
  const keys = new Map<string, TwoStepKey>();
  return { get: (email) => keys.get(email), set: (email, key) => void keys.set(email, key) };
}

/** Kept in a file, so a later process (another Playwright worker's run) can still sign in. */
export function fileKeys(file: string): KeyStore {
  const read = (): Record<string, TwoStepKey> => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
  return {
    get: (email) => read()[email],
    set: (email, key) => fs.writeFileSync(file, JSON.stringify({ ...read(), [email]: key })),
  };
}

const PERIOD_MS = 30_000;
const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** What the authenticator app shows at a moment. */
export const codeAt = (secret: string, timestamp = Date.now()) => totp(secret).generate({ timestamp });

/**
 * A code for a step not used before: this step, else the next one (the server accepts one step
 * either side); only a third sign-in inside one 30-second step waits for the step after.
 */
export async function freshCode(keys: KeyStore, email: string): Promise<string> {
  const key = keys.get(email);
  if (!key) throw new Error(`no two-step key is known for ${email}: it was enrolled elsewhere`);
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, key.lastStep + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 50));
  keys.set(email, { ...key, lastStep: step });
  return codeAt(key.secret, step * PERIOD_MS);
}

/**
 * POST /auth/login, then whatever second step it asks for: set-up (an administrator's first
 * sign-in: the key is remembered in `keys`) or the code. Answers the last reply, a session when all went well.
 */
export async function signInWithTwoStep(post: Post, email: string, password: string, keys: KeyStore) {
  const first = await post('/auth/login', { email, password });
  const r = first.body?.response;
  if (first.status !== 200 || !r?.twoStep) return first;
  const challengeToken = r.challengeToken as string;
  if (r.twoStep === 'setup') {
    const setup = await post('/auth/two-step/challenge/setup', { challengeToken });
    if (setup.status !== 200) return setup;
    keys.set(email, { secret: setup.body.response.secret, lastStep: 0 });
    return post('/auth/two-step/challenge/confirm', { challengeToken, code: await freshCode(keys, email) });
  }
  return post('/auth/two-step/challenge/verify', { challengeToken, code: await freshCode(keys, email) });
}
