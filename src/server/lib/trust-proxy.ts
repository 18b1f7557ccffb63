import { BlockList, isIPv4, isIPv6 } from 'node:net';
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

/** proxy-addr's names for address ranges, which TRUST_PROXY accepts too. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether the connection's own peer is a trusted proxy (for headers only a proxy may set, such
 * as X-Request-Id): any peer with a hop count (the setting says clients reach the server only
 * through proxies), a listed address or range, never with TRUST_PROXY off.
 */
export function trustsPeer(setting: Config['trustProxy']): (address: string) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => true;
  const list = new BlockList();
  for (const entry of setting.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address, bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}
