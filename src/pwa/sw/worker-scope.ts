/**
 * The few service-worker globals this worker uses, typed here: the project's TypeScript program
 * holds the DOM's types, and the WebWorker library's cannot sit beside them.
 */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  readonly navigator: { connection?: { saveData?: boolean; effectiveType?: string } };
}

export const worker = globalThis as unknown as WorkerScope;
