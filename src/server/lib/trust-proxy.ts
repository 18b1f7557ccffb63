import type { Config } from '../config/config.ts';

/**
 * Fastify's `trustProxy` for the configured setting. Addresses go through as they are. A hop count
 * believes that many proxies nearest the server (Fastify itself ignores a bare number, since it
 * cannot check who the nearest peer is): use it only where clients cannot reach the server except
 * through those proxies, otherwise name the proxies' addresses.
 */
export function trustProxyOption(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
