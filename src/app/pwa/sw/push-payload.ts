import { PUSH_NOTIFICATION_WORDS } from '../../../shared/i18n/push-notification';
import { LOCALE_TAG, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { PushPayload } from '../../../shared/schemas/push';
import { isDashboardPath, type OpenScreenMessage } from '../push-screen';

/**
 * What a push shows and where its tap goes (docs/decisions/069-push-notifications.md): the payload
 * carries only the kind, the other member's first name, the screen to open and the device's
 * language; the notification is written in that language.
 */
const KINDS: ReadonlySet<string> = new Set<PushPayload['kind']>(['interest', 'acceptance', 'message', 'call']);

/** A payload as the server sends it, or null for anything else (shown as nothing). */
export function readPayload(data: unknown): PushPayload | null {
  const p = data as Partial<Record<keyof PushPayload, unknown>> | null;
  if (typeof p !== 'object' || p === null || typeof p.kind !== 'string' || !KINDS.has(p.kind) || !isDashboardPath(p.url)) return null;
  return {
    kind: p.kind as PushPayload['kind'],
    name: typeof p.name === 'string' ? p.name.slice(0, 60) : '',
    url: p.url,
    lang: isLocale(p.lang) ? p.lang : 'en',
    ...(p.video === true ? { video: true } : {}),
  };
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean; requireInteraction?: boolean };
}

/** The notification a payload shows, in its language. */
export function notificationOf(p: PushPayload): ShownNotification {
  const t = PUSH_NOTIFICATION_WORDS[p.lang as Locale];
  const name = p.name || t.someone;
  const [title, body] =
    p.kind === 'interest'
      ? [t.interestTitle, t.interest({ name })]
      : p.kind === 'acceptance'
        ? [t.acceptanceTitle, t.acceptance({ name })]
        : p.kind === 'message'
          ? [t.messageTitle, t.message({ name })]
          : p.video
            ? [t.videoCallTitle, t.videoCall({ name })]
            : [t.voiceCallTitle, t.voiceCall({ name })];
  return {
    title,
    options: {
      body,
      lang: LOCALE_TAG[p.lang as Locale],
      icon: '/icons/icon-192.png',
      // One notification per screen: a second message from the same member replaces the first.
      tag: `${p.kind === 'call' ? 'call' : 'screen'}:${p.url}`,
      renotify: true,
      // A ring stays until it is answered or dismissed.
      requireInteraction: p.kind === 'call',
      data: { url: p.url },
    },
  };
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  postMessage(message: OpenScreenMessage): void;
}

/** The tab a tap goes to: one already on the screen, else any dashboard tab, else none. */
export function tabFor(tabs: readonly WindowClientLike[], url: string): WindowClientLike | undefined {
  const path = (tab: WindowClientLike) => new URL(tab.url).pathname;
  return tabs.find((tab) => path(tab) === url) ?? tabs.find((tab) => isDashboardPath(path(tab)));
}
