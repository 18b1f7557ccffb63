import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { photoApprovalEn, type PhotoApprovalWords } from './en';
import { photoApprovalHi } from './hi';
import { photoApprovalTa } from './ta';

export type { PhotoApprovalWords };

/** Photo Approval's words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const photoApprovalWords: Record<Locale, Widen<PhotoApprovalWords>> = { en: photoApprovalEn, hi: photoApprovalHi, ta: photoApprovalTa };
