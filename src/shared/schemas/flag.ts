import { boolean, coerce, unknown, type Struct } from 'superstruct';

/** true/false, also 1/0 and "true"/"false" from an address. */
export function flag(): Struct<boolean, null> {
  return coerce(boolean(), unknown(), (v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  });
}
