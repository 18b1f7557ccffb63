/**
 * The assisted-service image: shows the next frame every 5000 ms and, when a frame fails to load,
 * the default image instead (docs/product/pages.md). Frames come from the build as src/srcset pairs.
 */
interface Frame {
  src: string;
  srcset: string;
}
interface Config {
  frames: Frame[];
  fallback: Frame;
  interval: number;
}

function show(img: HTMLImageElement, frame: Frame): void {
  img.srcset = frame.srcset;
  img.src = frame.src;
}

document.querySelectorAll<HTMLImageElement>('img[data-rotating-image]').forEach((img) => {
  const config = JSON.parse(img.dataset.rotatingImage ?? '') as Config;
  let index = 0;
  const useFallback = () => {
    if (img.src.endsWith(config.fallback.src)) return; // the default failed too: stop, no loop
    img.dataset.fallback = 'true';
    show(img, config.fallback);
  };
  img.addEventListener('error', useFallback);
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) useFallback(); // failed before we listened
  // Reduced data (docs/decisions/041): the first frame stays; no further frame is fetched.
  if (document.documentElement.hasAttribute('data-save-data')) return;
  setInterval(() => {
    index = (index + 1) % config.frames.length;
    delete img.dataset.fallback;
    img.dataset.frame = String(index);
    show(img, config.frames[index]);
  }, config.interval);
});
