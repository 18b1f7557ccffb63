import { TOUCH_HIGHLIGHT_MS } from '../../shared/page-timings';

/** Touch feedback on header controls: a highlight that clears after 150 ms (docs/product/limits.md). */
document.addEventListener('pointerdown', (event) => {
  if (event.pointerType !== 'touch') return;
  const target = (event.target as Element | null)?.closest<HTMLElement>('.touchable');
  if (!target) return;
  target.classList.add('is-touched');
  setTimeout(() => target.classList.remove('is-touched'), TOUCH_HIGHLIGHT_MS);
});
