import { lazy } from 'react';

/** The door of the biodata feature: the share links panel of My Profile, its own chunk (docs/product/biodata.md). */
export const BiodataSharePanel = lazy(() => import('./share-panel'));
