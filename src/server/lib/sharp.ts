import { createRequire } from 'node:module';
import type Sharp from 'sharp';

let loaded: typeof Sharp | undefined;

/**
 * sharp, the image library, loaded with the first image the server reads or writes rather than at
 * start: its native library is a large part of an idle process, and many instances serve for a
 * while without a photo. Called as the package's own default export is.
 */
export const sharp = ((...args: Parameters<typeof Sharp>) => {
  loaded ??= createRequire(import.meta.url)('sharp') as typeof Sharp;
  return loaded(...args);
}) as typeof Sharp;

export type { Sharp, OutputInfo } from 'sharp';
