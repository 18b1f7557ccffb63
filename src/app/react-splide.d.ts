// @splidejs/react-splide ships types, but its package.json "exports" does not point at them, so
// TypeScript cannot find them; this declares the component the dashboard uses.
declare module '@splidejs/react-splide' {
  import type { Options } from '@splidejs/splide';
  import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

  export const Splide: ComponentType<
    Omit<HTMLAttributes<HTMLElement>, 'onMove' | 'onResize'> & {
      options?: Options;
      hasTrack?: boolean;
      tag?: 'div' | 'section' | 'header' | 'footer' | 'nav';
      children?: ReactNode;
    }
  >;
}
