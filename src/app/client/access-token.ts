/**
 * Where the API client (api.ts, upload.ts) finds the signed-in member's token. The client knows
 * no store: the auth store (src/app/stores/auth.ts) hands this module its reader when it loads, so any
 * page that signs people in sends their token; until then, and when signed out, requests go
 * without one. A module of its own, so the store can register without loading the API client
 * (the public pages load that only on demand).
 */
let readToken: () => string | undefined = () => undefined;

/** Sets where the signed-in member's token is read from (called once, by the auth store). */
export function readAccessTokenFrom(reader: () => string | undefined): void {
  readToken = reader;
}

/** The signed-in member's token, if any: what every request sends as its bearer. */
export const accessToken = (): string | undefined => readToken();
