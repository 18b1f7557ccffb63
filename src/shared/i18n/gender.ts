/** A person's gender as programs know it: the code of their gender row ('male', 'female', 'other'). */
export type GenderCode = 'male' | 'female' | 'other';

/**
 * The form of a text that agrees with the gender of the person it is about, as ICU's `select` does
 * ({gender, select, female {…} male {…} other {…}}): Hindi verbs and English pronouns change with
 * it. `other` serves a gender that is not known or not said, and is always given.
 */
export function byGender<T>(gender: string | null | undefined, forms: { male?: T; female?: T; other: T }): T {
  return (gender === 'male' || gender === 'female' ? forms[gender] : undefined) ?? forms.other;
}
