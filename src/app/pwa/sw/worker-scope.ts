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
export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}
export interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  readonly navigator: { connection?: { saveData?: boolean; effectiveType?: string } };
}

export const worker = globalThis as unknown as WorkerScope;
