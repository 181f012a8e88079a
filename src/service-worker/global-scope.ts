// The few parts of a service worker's global scope this worker uses. The project type-checks
// against the DOM's library, which has no service worker types, and the WebWorker library cannot
// sit beside it in one program; these are the shapes the specification gives, as far as used.
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
}
export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
export type WindowClient = { url: string; focus(): Promise<unknown> };
export interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & { waiting: ServiceWorker | null };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate' | 'periodicsync', listener: (event: ExtendableEvent & { tag?: string }) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

// The DOM library types `self` as a window: what it is here is a service worker's scope.
export const scope: WorkerScope = self as typeof self & WorkerScope;
