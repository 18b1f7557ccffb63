/** Line icons on a 24 px grid, drawn by icon.astro (a .ts file so data modules can name them). */
export const ICON_PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  sun: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 8a4 4 0 100 8 4 4 0 000-8z',
  moon: 'M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0',
  chevron: 'M6 9l6 6 6-6',
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 9.5-4-1.2-7-5-7-9.5V6zm-3 9l2 2 4-4',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l4 4',
  chat: 'M4 5h16v11H8l-4 4zm4 5h8',
  people: 'M9 11a3 3 0 100-6 3 3 0 000 6zm8 0a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0m-1.5-5.2A6 6 0 0121 20',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  check: 'M5 12l4 4 10-10',
  lock: 'M6 11h12v9H6zm2 0V8a4 4 0 018 0v3',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v5l3 2',
  phone: 'M5 4h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 0114 0c0 4.9-7 11-7 11zm0-8a3 3 0 100-6 3 3 0 000 6z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  arrow: 'M5 12h14m-6-6l6 6-6 6',
} as const;
export type IconName = keyof typeof ICON_PATHS;
