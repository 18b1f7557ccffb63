import { describe, expect, it } from 'vitest';
import { notificationOf, readPayload, tabFor } from './push-payload';

/** What a phone shows for a push, and where a tap on it goes (docs/product/calls-and-push.md). */
describe('push notifications in the service worker', () => {
  it('writes each kind in the language the device subscribed with', () => {
    const shown = (data: unknown) => {
      const n = notificationOf(readPayload(data)!);
      return [n.title, n.options.body, n.options.lang];
    };
    expect(shown({ kind: 'interest', name: 'Arjun', url: '/dashboard/interests', lang: 'en' })).toEqual([
      'New interest',
      'Arjun sent you an interest.',
      'en-IN',
    ]);
    expect(shown({ kind: 'acceptance', name: 'Ananya', url: '/dashboard/messages/7', lang: 'hi' })).toEqual([
      'रुचि स्वीकार हुई',
      'Ananya ने आपकी रुचि स्वीकार कर ली है। अब आप संदेश भेज सकते हैं।',
      'hi-IN',
    ]);
    expect(shown({ kind: 'message', name: 'Kavya', url: '/dashboard/messages/7', lang: 'ta' })).toEqual([
      'புதிய செய்தி',
      'Kavya உங்களுக்கு ஒரு செய்தி அனுப்பியுள்ளார்.',
      'ta-IN',
    ]);
    expect(shown({ kind: 'call', name: 'Ananya', url: '/dashboard/messages/7', lang: 'en', video: true })).toEqual([
      'Video call',
      'Ananya is video calling you',
      'en-IN',
    ]);
    expect(shown({ kind: 'call', name: '', url: '/dashboard/messages/7', lang: 'hi' })).toEqual(['वॉइस कॉल', 'एक सदस्य आपको कॉल कर रहे हैं', 'hi-IN']);
  });

  it('keeps a ring on screen and lets a newer push for the same screen replace the older one', () => {
    const ring = notificationOf(readPayload({ kind: 'call', name: 'A', url: '/dashboard/messages/7', lang: 'en' })!);
    expect(ring.options).toMatchObject({ requireInteraction: true, data: { url: '/dashboard/messages/7' } });
    const one = notificationOf(readPayload({ kind: 'message', name: 'A', url: '/dashboard/messages/7', lang: 'en' })!);
    const two = notificationOf(readPayload({ kind: 'message', name: 'A', url: '/dashboard/messages/7', lang: 'en' })!);
    expect(one.options.tag).toBe(two.options.tag);
    expect(one.options.requireInteraction).toBe(false);
  });

  it('shows nothing for a payload that is not the server’s, and opens only dashboard screens', () => {
    expect(readPayload(null)).toBeNull();
    expect(readPayload({ kind: 'spam', name: 'A', url: '/dashboard', lang: 'en' })).toBeNull();
    expect(readPayload({ kind: 'message', name: 'A', url: 'https://elsewhere.example/dashboard', lang: 'en' })).toBeNull();
    expect(readPayload({ kind: 'message', name: 'A', url: '//elsewhere.example', lang: 'en' })).toBeNull();
    // An unknown language falls back to English; a long name is cut.
    expect(readPayload({ kind: 'message', name: 'x'.repeat(200), url: '/dashboard/messages/3', lang: 'fr' })).toMatchObject({
      lang: 'en',
      name: 'x'.repeat(60),
    });
  });

  it('goes to a tab already on the screen, else any dashboard tab, else none', () => {
    const tab = (url: string) => ({ url, focus: async () => undefined, postMessage: () => undefined });
    const site = tab('https://m.example/about-us');
    const home = tab('https://m.example/dashboard');
    const thread = tab('https://m.example/dashboard/messages/7');
    expect(tabFor([site, home, thread], '/dashboard/messages/7')).toBe(thread);
    expect(tabFor([site, home], '/dashboard/messages/7')).toBe(home);
    expect(tabFor([site], '/dashboard/interests')).toBeUndefined();
  });
});
