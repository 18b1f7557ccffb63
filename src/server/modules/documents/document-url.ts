import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring file links, so an <img src> shows a document without an Authorization
 * header. The signature binds the document, the expiry and the reader the link was issued to
 * (recorded in the access log), so a link cannot be altered to reach another file.
 */
export const DOC_URL_TTL_SECONDS = 15 * 60;

const subKey = (signingKey: Buffer) => createHmac('sha256', signingKey).update('document-url/v1').digest();
const mac = (key: Buffer, id: number, exp: number, reader: number) => createHmac('sha256', subKey(key)).update(`${id}.${exp}.${reader}`).digest('base64url');

export function signDocUrl(key: Buffer, id: number, reader: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + DOC_URL_TTL_SECONDS;
  return `/api/files/${id}?exp=${exp}&r=${reader}&sig=${mac(key, id, exp, reader)}`;
}

export function verifyDocUrl(key: Buffer, id: number, exp: number, reader: number, sig: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(exp) || exp < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(mac(key, id, exp, reader));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
