import LinkifyIt from 'linkify-it';

/** Finds web addresses in a message; only http(s) ones become links (below: no mail, ftp or script schemes). */
const linkify = new LinkifyIt().set({ fuzzyEmail: false });

/**
 * A message's text as written, its web addresses shown as links that open in a new tab. Long words
 * and addresses wrap anywhere inside the bubble, so no message widens the conversation.
 */
export function MessageBody({ body, mine }: { body: string; mine: boolean }) {
  const parts: (string | { url: string; text: string })[] = [];
  let at = 0;
  for (const match of linkify.match(body) ?? []) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > at) parts.push(body.slice(at, match.index));
    parts.push({ url: match.url, text: match.text });
    at = match.lastIndex;
  }
  if (at < body.length) parts.push(body.slice(at));
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={i}
            href={part.url}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={`font-semibold underline underline-offset-2 ${mine ? 'text-white dark:text-night' : 'text-brand-deep dark:text-pink-200'}`}
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
