// Timings of the public pages' own scripts (toasts, slideshows, menu), in a module of their own so
// that the home page loads these few numbers and not every constant of the site
// (docs/product/limits.md lists them).

export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_ERROR_MS = 4_000;
export const TOAST_DEFAULT_MS = 4_000;
export const TOAST_LIMIT = 20;
export const HERO_AUTOPLAY_MS = 6_000;
export const TESTIMONIAL_AUTOPLAY_MS = 6_000;
export const TESTIMONIAL_PER_PAGE = { base: 1, sm: 1.5, lg: 2 } as const;
export const TESTIMONIAL_BREAKPOINTS = { sm: 640, lg: 1024 } as const;
export const ASSISTED_IMAGE_ROTATION_MS = 5_000;
export const MOBILE_MENU_CLOSE_MS = 300;
export const TOUCH_HIGHLIGHT_MS = 150;
