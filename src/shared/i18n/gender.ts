/** A person's gender as programs know it: the code of their gender row ('male', 'female', 'other'). A text agrees with it through an ICU select ({gender, select, female {…} male {…} other {…}}). */
export type GenderCode = 'male' | 'female' | 'other';
