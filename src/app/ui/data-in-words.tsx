import { filledWith, type AnyCompiled } from '../../shared/i18n/compile';

/**
 * Words around a piece of data (a name, an order number): the words in the screen's language, the
 * data as written and marked so (translate="no"), so that neither a translating browser nor the
 * language checks take it for words. `words` puts the data where its language's order wants it.
 */
export function DataInWords({ words, data }: { words: AnyCompiled | ((data: string) => string); data: string }) {
  const [before, after] = filledWith(words, '\u0000').split('\u0000');
  return (
    <>
      {before}
      <span translate="no">{data}</span>
      {after}
    </>
  );
}
