/**
 * Where the server may send a push (docs/decisions/079-calls-and-pushes-bounded.md): the HTTPS
 * endpoints of the browsers' push services, in every mode, so a member cannot make the server
 * POST to an address of their choosing (its own loopback, the private network). A stand-in push
 * service on loopback is allowed only with PUSH_LOOPBACK_FOR_TESTS, which a production server
 * refuses to start with.
 */
const PUSH_SERVICE_HOSTS = /(^|\.)(googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com)$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isPushServiceEndpoint(endpoint: string, loopbackForTests: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (PUSH_SERVICE_HOSTS.test(url.hostname)) return url.port === '';
  return loopbackForTests && LOOPBACK.has(url.hostname);
}
