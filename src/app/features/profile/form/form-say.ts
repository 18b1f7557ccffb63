import { createContext, useContext } from 'react';

/**
 * The profile form's `say` (src/shared/i18n/forms/messages.ts) for its language, given by the form to
 * its parts so their toasts and field messages speak it: the page's on registration, the
 * member's in the dashboard.
 */
export const FormSayContext = createContext<(text: string) => string>((text) => text);
export const useFormSay = () => useContext(FormSayContext);
