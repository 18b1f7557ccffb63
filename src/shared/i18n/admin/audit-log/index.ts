import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { auditLogEn, type AuditLogWords } from './en';
import { auditLogHi } from './hi';
import { auditLogTa } from './ta';

export type { AuditLogWords };

/** The audit log's record names in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const auditLogWords: Record<Locale, Widen<AuditLogWords>> = { en: auditLogEn, hi: auditLogHi, ta: auditLogTa };
