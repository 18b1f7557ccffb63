import type { Options } from '@splidejs/splide';
import { HERO_AUTOPLAY_MS, TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_BREAKPOINTS, TESTIMONIAL_PER_PAGE } from '../../shared/page-timings';
import { unpackSlideshowWords } from '../../shared/slideshow-words';

/**
 * Options per carousel name (`data-carousel`); timings and slide counts come from
 * docs/product/limits.md. The labels are the page's (`data-words`, src/shared/slideshow-words.ts),
 * and each carousel keeps the name the page gave it; the play/pause button's spoken name holds its
 * visible word (WCAG 2.5.3).
 */
const OPTIONS: Record<string, Options> = {
  hero: { type: 'loop', autoplay: true, interval: HERO_AUTOPLAY_MS, arrows: false, speed: 700 },
  testimonials: {
    type: 'loop',
    autoplay: true,
    interval: TESTIMONIAL_AUTOPLAY_MS,
    perPage: TESTIMONIAL_PER_PAGE.base,
    perMove: 1,
    focus: 0, // one pagination dot per couple, the active one at the left
    gap: '1rem',
    arrows: false,
    mediaQuery: 'min',
    breakpoints: {
      [TESTIMONIAL_BREAKPOINTS.sm]: { perPage: TESTIMONIAL_PER_PAGE.sm },
      [TESTIMONIAL_BREAKPOINTS.lg]: { perPage: TESTIMONIAL_PER_PAGE.lg },
    },
  },
};

type SplideClass = typeof import('@splidejs/splide').Splide;
let splide: Promise<SplideClass> | undefined;
// Destructured so the bundler keeps only the Splide class (the renderer export stays out).
async function importSplide(): Promise<SplideClass> {
  const { Splide } = await import('@splidejs/splide');
  return Splide;
}
const loadSplide = () => (splide ??= importSplide());

/** The page's slideshow labels, written once (src/shared/slideshow-words.ts). */
const words = () => document.querySelector<HTMLElement>('[data-words]')?.dataset.words ?? '';

/**
 * Mounts Splide on a carousel. `advance` is true when the first slide has had its full time on
 * screen: the carousel moves on at once, as autoplay would have, unless autoplay is paused (the
 * reader prefers reduced motion) or the reader's pointer rests on it.
 */
function mount(root: HTMLElement, Splide: SplideClass, advance: boolean): void {
  const carousel = new Splide(root, { ...OPTIONS[root.dataset.carousel ?? ''], i18n: unpackSlideshowWords(words()) });
  carousel.on('mounted', () => root.classList.add('is-mounted'));
  carousel.mount();
  if (advance && !carousel.Components.Autoplay.isPaused() && !root.matches(':hover')) carousel.go('>');
}

/** A touch or a click (pointerdown), a key or focus: listened for in the capture phase. */
const REACHES = ['pointerdown', 'keydown', 'focusin'];

/**
 * A carousel near the screen is mounted when the reader reaches for it (a touch, a click, a key,
 * focus) or when its first slide has been shown for the autoplay interval, whichever is first.
 * Until then the first slide sits where Splide will keep it, so nothing moves; and the page's
 * load, its first taps and a first visit's measurements never wait for carousel work.
 */
function mountWhenWanted(root: HTMLElement): void {
  const go = (advance: boolean) => {
    clearTimeout(timer);
    for (const type of REACHES) root.removeEventListener(type, reach, true);
    void loadSplide().then((Splide) => mount(root, Splide, advance));
  };
  const reach = () => go(false);
  for (const type of REACHES) root.addEventListener(type, reach, true);
  const timer = setTimeout(go, OPTIONS[root.dataset.carousel ?? '']?.interval ?? HERO_AUTOPLAY_MS, true);
}

/**
 * Splide is fetched once the page has loaded and the browser is idle (so a reach for a carousel
 * mounts it at once), and each carousel mounts as above once it comes near the screen.
 */
function start(): void {
  void loadSplide();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        mountWhenWanted(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px 0px' },
  );
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach((root) => observer.observe(root));
}

/** The browser asked for reduced data (head-init.astro marks the page): no carousel, no Splide download. */
const saveData = document.documentElement.hasAttribute('data-save-data');
const whenIdle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2_000 }) : setTimeout(fn, 200));
// With reduced data the first slides stay as they are (theme.css hides the rest): no autoplay, no Splide.
if (!saveData) {
  if (document.readyState === 'complete') whenIdle(start);
  else addEventListener('load', () => whenIdle(start), { once: true });
}
