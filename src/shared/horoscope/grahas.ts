/** The nine grahas of a chart in their traditional order; Rahu and Ketu are the Moon's mean nodes. */
export const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type Graha = (typeof GRAHAS)[number];
