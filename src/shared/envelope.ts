/**
 * The reply envelope of every API route (docs/product/api.md), declared once for the server that sends it
 * and the browser client that reads it. The HTTP status always equals responseCode.
 */
export interface Envelope<T> {
  responseCode: number;
  response: T | null;
  error: { message: string; fields?: Record<string, string> } | null;
}

/** What every paged list answers. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
