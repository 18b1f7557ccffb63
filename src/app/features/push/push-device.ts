import type { DeviceSubscription } from './push-api';

/**
 * This browser's side of push notifications (docs/decisions/069-push-notifications.md): whether it
 * can show them, and its push subscription through the site's service worker.
 */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration; null when none is active within a few seconds (none is registered in development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const now = await navigator.serviceWorker.getRegistration();
  if (now?.active) return now;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
}

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const base64urlOf = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

function asDevice(s: PushSubscription): DeviceSubscription {
  return { endpoint: s.endpoint, keys: { p256dh: base64urlOf(s.getKey('p256dh')), auth: base64urlOf(s.getKey('auth')) } };
}

/** The subscription this browser holds now, if any. */
export async function currentSubscription(): Promise<{ device: DeviceSubscription; subscription: PushSubscription } | null> {
  const reg = await registration();
  const s = await reg?.pushManager.getSubscription();
  return s ? { device: asDevice(s), subscription: s } : null;
}

/**
 * Subscribes with the server's public key; a subscription made with another key (the server's
 * keys were replaced) is dropped first. Null when the browser refuses.
 */
export async function subscribeDevice(publicKey: string): Promise<{ device: DeviceSubscription; subscription: PushSubscription } | null> {
  const reg = await registration();
  if (!reg) return null;
  const key = bytesOf(publicKey);
  const old = await reg.pushManager.getSubscription();
  const oldKey = old?.options.applicationServerKey;
  if (old && oldKey && base64urlOf(oldKey) === publicKey) return { device: asDevice(old), subscription: old };
  await old?.unsubscribe();
  try {
    const s = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return { device: asDevice(s), subscription: s };
  } catch {
    return null;
  }
}
