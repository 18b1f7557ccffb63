/** The two functions of the xliff package the translation files use (it ships no types). */
declare module 'xliff' {
  /** A unit as the package reads and writes it: a text a translator's tool may hold as a string, or as inline elements. */
  interface XliffUnit {
    source?: unknown;
    target?: unknown;
    note?: string;
  }
  interface XliffDocument {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  const xliff: {
    js2xliff(document: XliffDocument, options?: { indent?: string }): Promise<string>;
    xliff2js(text: string): Promise<XliffDocument>;
  };
  export default xliff;
}
