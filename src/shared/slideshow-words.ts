/**
 * What a screen reader hears of a home slideshow, in the page's language: Splide's labels, under
 * its own key names. The page writes them once, on its first slideshow (`data-words`, in this
 * order, joined by "|"), and the carousel script hands them to every slideshow's Splide, so the
 * home's script carries no language.
 */
const SLIDESHOW_KEYS = ['play', 'pause', 'select', 'slideX', 'pageX', 'slideLabel', 'carousel', 'slide'] as const;
type SlideshowWords = Record<(typeof SLIDESHOW_KEYS)[number], string>;

export const packSlideshowWords = (words: SlideshowWords): string => SLIDESHOW_KEYS.map((key) => words[key]).join('|');

export const unpackSlideshowWords = (packed: string): Partial<SlideshowWords> =>
  Object.fromEntries(packed.split('|').flatMap((word, i) => (word && SLIDESHOW_KEYS[i] ? [[SLIDESHOW_KEYS[i], word]] : [])));
