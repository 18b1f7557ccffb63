import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring file links, so an <img src> shows a document without an Authorization
 * header. The signature binds the document, the expiry and the reader the link was issued to
 * (recorded in the access log), so a link cannot be altered to reach another file.
 */
export const DOC_URL_TTL_SECONDS = 15 * 60;

const subKey = (signingKey: Buffer) => createHmac('sha256', signingKey).update('document-url/v1').digest();
// A photo's display size is signed with it: a link to the blurred preview cannot be edited into
// a link to the gallery size. Links to the stored file carry no size, as before sizes existed.
const mac = (key: Buffer, id: number, exp: number, reader: number, size?: string) =>
  createHmac('sha256', subKey(key))
    .update(size ? `${id}.${exp}.${reader}.${size}` : `${id}.${exp}.${reader}`)
    .digest('base64url');

export function signDocUrl(key: Buffer, id: number, reader: number, now = Date.now(), size?: string): string {
  const exp = Math.floor(now / 1000) + DOC_URL_TTL_SECONDS;
  const sized = size ? `size=${size}&` : '';
  return `/api/files/${id}?${sized}exp=${exp}&r=${reader}&sig=${mac(key, id, exp, reader, size)}`;
}

export function verifyDocUrl(key: Buffer, id: number, exp: number, reader: number, sig: string, now = Date.now(), size?: string): boolean {
  if (!Number.isSafeInteger(exp) || exp < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(mac(key, id, exp, reader, size));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
