/** Recognises constraint violations of both dialects so they become 409s, not 500s. */
const codeOf = (error: unknown): string => String((error as { code?: unknown })?.code ?? '');

export const isUniqueViolation = (error: unknown) => ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'].includes(codeOf(error));
export const isForeignKeyViolation = (error: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(codeOf(error));
