import { useEffect, useState } from 'react';
import type { Message } from '../../message-code';
import type { Locale } from '../locales';
import { loadMessages, messagesLoaded, say } from './messages';

/**
 * `say` for an island on a page of `locale`: the page's messages load after hydration (long before
 * anyone submits a form) and the island draws again with them; until then, and on English pages,
 * messages show in English, as the API and the shared schemas give them.
 */
export function useSay(locale: Locale): (message: Message | string) => string {
  const [, setReady] = useState(() => messagesLoaded(locale));
  useEffect(() => {
    if (!messagesLoaded(locale)) void loadMessages(locale).then(() => setReady(true));
  }, [locale]);
  return (message: Message | string) => say(locale, message);
}
