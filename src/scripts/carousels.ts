import type { Options } from '@splidejs/splide';
import { HERO_AUTOPLAY_MS, TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_BREAKPOINTS, TESTIMONIAL_PER_PAGE } from '../shared/page-timings';
import { unpackSlideshowWords } from '../shared/slideshow-words';

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

function mount(root: HTMLElement, Splide: SplideClass): void {
  const carousel = new Splide(root, { ...OPTIONS[root.dataset.carousel ?? ''], i18n: unpackSlideshowWords(words()) });
  carousel.on('mounted', () => root.classList.add('is-mounted'));
  carousel.mount();
}

/**
 * Splide is fetched once the page has loaded and the browser is idle, and each carousel mounts
 * only when it comes near the screen: on a cheap phone the first paint and the first tap never
 * wait for carousel work. Until then the first slides already sit where Splide will keep them.
 */
function start(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void loadSplide().then((Splide) => mount(entry.target as HTMLElement, Splide));
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
