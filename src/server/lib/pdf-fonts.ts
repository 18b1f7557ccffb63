import { createRequire } from 'node:module';

/**
 * The fonts of every PDF the server makes (docs/decisions/080-pdf-fonts-by-script.md): Noto Sans
 * for Latin (and the rupee sign), Noto Sans Devanagari and Noto Sans Tamil, each regular and bold,
 * embedded from npm packages. `writeText` cuts a text into runs of one script and sets each run
 * in its script's font, so a member named प्रिया शर्मा or கார்த்திக் prints in her own letters;
 * fontkit (inside pdfkit) shapes each run, conjuncts and vowel signs included.
 *
 * A shaped Indic run puts some glyphs before the letter they follow in the text (the vowel sign
 * ि is drawn before प), so a reader copying the glyphs would get them out of order. Each line of
 * such a run is therefore marked with its text as `ActualText`, which is what PDF readers copy and
 * search. The mark goes inside pdfkit's own save and restore around the line, where the drawing's
 * coordinates hold (poppler places the text by the coordinates in force where the mark ends), so it
 * is written as the line is: pdfkit's `markContent` would put it outside.
 */
const require = createRequire(import.meta.url);

type PdfScript = 'latin' | 'devanagari' | 'tamil';
type PdfWeight = 'regular' | 'bold';

const FONTS: Record<PdfScript, Record<PdfWeight, string>> = {
  latin: {
    regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  devanagari: {
    regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
  tamil: {
    regular: require.resolve('@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf'),
  },
};

const fontName = (script: PdfScript, weight: PdfWeight) => `${script}-${weight}`;

/** Registers every script's fonts on a new document; call it once, before the first text. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [script, weights] of Object.entries(FONTS) as Array<[PdfScript, Record<PdfWeight, string>]>)
    for (const [weight, file] of Object.entries(weights) as Array<[PdfWeight, string]>) doc.registerFont(fontName(script, weight), file);
}

const DEVANAGARI = /[\p{Script=Devanagari}]/u;
const TAMIL = /[\p{Script=Tamil}]/u;
const LATIN = /[\p{Script=Latin}]/u;

/** The script a character belongs to, or null for one shared by all (spaces, digits, punctuation, joiners). */
function scriptOf(char: string): PdfScript | null {
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (TAMIL.test(char)) return 'tamil';
  if (LATIN.test(char)) return 'latin';
  return null;
}

interface ScriptRun {
  script: PdfScript;
  text: string;
}

/**
 * The text as runs of one script each. A shared character (a space, a digit, a full stop) stays
 * in the run it follows, or opens the run of the script that comes next; a text with no letters
 * at all is Latin.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) last.text += char;
    else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}

type WriteOptions = PDFKit.Mixins.TextOptions & {
  weight?: PdfWeight;
  /** Where the text starts, as pdfkit's `text(text, x, y)`. */
  at?: { x: number; y: number };
};

/** A PDF text string in UTF-16 (big-endian, with its byte-order mark), as hexadecimal. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** pdfkit's per-line drawing step and its content writer, neither in its published types. */
interface LineDrawing {
  _fragment(text: string, x: number, y: number, options: object): void;
  addContent(data: string): unknown;
}

/** Runs `draw` with each line pdfkit draws meanwhile wrapped in a span whose ActualText is that line. */
function withActualText(doc: PDFKit.PDFDocument, draw: () => void) {
  const target = doc as unknown as LineDrawing;
  const fragment = target._fragment;
  target._fragment = function (text, x, y, options) {
    const addContent = this.addContent;
    this.addContent = (data: string) => {
      if (data === 'BT') addContent.call(this, `/Span <</ActualText ${pdfTextString(text)}>> BDC`);
      addContent.call(this, data);
      if (data === 'ET') addContent.call(this, 'EMC');
      return this;
    };
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      this.addContent = addContent;
    }
  };
  try {
    draw();
  } finally {
    target._fragment = fragment;
  }
}

/**
 * Writes a text in the fonts of its scripts, as pdfkit's `text` would in one font: the options
 * (width, alignment, `continued`) apply to the whole text. The font size is the document's.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, options: WriteOptions = {}): PDFKit.PDFDocument {
  const { weight = 'regular', at, continued = false, ...textOptions } = options;
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, weight));
    const runOptions = { ...textOptions, continued: continued || i < runs.length - 1 };
    const draw = () => (i === 0 && at ? doc.text(run.text, at.x, at.y, runOptions) : doc.text(run.text, runOptions));
    if (run.script === 'latin') draw();
    else withActualText(doc, draw);
  });
  return doc;
}
