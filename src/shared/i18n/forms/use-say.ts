import { useEffect, useState } from 'react';
import type { Message } from '../../message-code';
import type { Locale } from '../locales';
import { loadMessages, messagesLoaded, say } from './messages';

/**
 * `say` for an island on a page of `locale`: the page's messages load when the person first reaches
 * for the form, or a few seconds after the page has loaded (long before anyone submits it), and the
 * island draws again with them; until then, and on English pages, messages show in English, as the
 * API and the shared schemas give them.
 */
export function useSay(locale: Locale): (message: Message) => string {
  const [, setReady] = useState(() => messagesLoaded(locale));
  useEffect(() => {
    if (messagesLoaded(locale)) return;
    // When the person first reaches for the form, or a few seconds after the page has loaded: the
    // form answers without them, and they are needed only once it is sent.
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const load = () => {
      stop();
      void loadMessages(locale).then(() => live && setReady(true));
    };
    const later = () => (timer = setTimeout(load, 4000));
    function stop() {
      for (const event of events) document.removeEventListener(event, load);
      window.removeEventListener('load', later);
      clearTimeout(timer);
    }
    for (const event of events) document.addEventListener(event, load, { once: true });
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      live = false;
      stop();
    };
  }, [locale]);
  return (message: Message) => say(locale, message);
}
