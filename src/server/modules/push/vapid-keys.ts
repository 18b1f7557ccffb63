import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config } from '../../config/config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from configuration, or (no keys configured, outside a production server that
 * was not started by `npm start`) generated once into DATA_DIR/secrets/vapid.json, whose place and
 * public key `npm start` prints once. Null: push notifications are off.
 */
export function vapidKeys(config: Pick<Config, 'vapid' | 'dataDir' | 'nodeEnv' | 'quickStart'>): { keys: VapidKeys; generated: boolean } | null {
  if (config.vapid.publicKey && config.vapid.privateKey)
    return { keys: { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey }, generated: false };
  if (config.nodeEnv === 'production' && !config.quickStart) return null;
  const dir = path.join(config.dataDir, 'secrets');
  const file = path.join(dir, 'vapid.json');
  if (fs.existsSync(file)) return { keys: JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys, generated: false };
  // web-push is loaded here only when keys are made, once; sending loads it with the first push.
  const keys = (createRequire(import.meta.url)('web-push') as typeof import('web-push')).generateVAPIDKeys();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    // Another instance wrote them first: use theirs.
    return { keys: JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys, generated: false };
  }
  return { keys, generated: true };
}

/**
 * The lines `npm start` prints once, when the keys were generated now. The private key stays in
 * its file (readable by the server's user only): a terminal's scrollback or a process manager's
 * journal is no place for it.
 */
export const generatedVapidLines = (keys: Pick<VapidKeys, 'publicKey'>) => [
  '  Web Push keys were generated into DATA_DIR/secrets/vapid.json (readable by this user only);',
  '  to keep them elsewhere, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY from that file',
  `    VAPID_PUBLIC_KEY=${keys.publicKey}`,
];
