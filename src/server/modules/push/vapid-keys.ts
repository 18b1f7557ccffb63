import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config/config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from configuration, or (no keys configured, outside a production server that
 * was not started by `npm start`) generated once into DATA_DIR/secrets/vapid.json and printed
 * once by `npm start`, as the administrator's generated password is. Null: push notifications are off.
 */
export function vapidKeys(config: Pick<Config, 'vapid' | 'dataDir' | 'nodeEnv' | 'quickStart'>): { keys: VapidKeys; generated: boolean } | null {
  if (config.vapid.publicKey && config.vapid.privateKey)
    return { keys: { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey }, generated: false };
  if (config.nodeEnv === 'production' && !config.quickStart) return null;
  const dir = path.join(config.dataDir, 'secrets');
  const file = path.join(dir, 'vapid.json');
  if (fs.existsSync(file)) return { keys: JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys, generated: false };
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    // Another instance wrote them first: use theirs.
    return { keys: JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys, generated: false };
  }
  return { keys, generated: true };
}

/** The lines `npm start` prints once, when the keys were generated now. */
export const generatedVapidLines = (keys: VapidKeys) => [
  '  Web Push keys were generated (kept in DATA_DIR/secrets/vapid.json; shown once): set them to keep them elsewhere',
  `    VAPID_PUBLIC_KEY=${keys.publicKey}`,
  `    VAPID_PRIVATE_KEY=${keys.privateKey}`,
];
