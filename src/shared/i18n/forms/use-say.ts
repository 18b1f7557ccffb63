import { useEffect, useState } from 'react';
import type { Message } from '../../message-code';
import type { Locale } from '../locales';
import { loadMessages, messagesLoaded, say } from './messages';

/**
 * `say` for an island on a page of `locale`: the page's messages load once the page has loaded (long before
 * anyone submits a form) and the island draws again with them; until then, and on English pages,
 * messages show in English, as the API and the shared schemas give them.
 */
export function useSay(locale: Locale): (message: Message) => string {
  const [, setReady] = useState(() => messagesLoaded(locale));
  useEffect(() => {
    if (messagesLoaded(locale)) return;
    // Once the page has loaded and the browser is idle: the form answers without them, and they are
    // needed only once it is sent.
    let live = true;
    const load = () => void loadMessages(locale).then(() => live && setReady(true));
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 200));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', whenIdle);
    };
  }, [locale]);
  return (message: Message) => say(locale, message);
}
