import { createContext, useContext } from 'react';
import { textOf, type Message } from '../../../../shared/message-code';

/**
 * The profile form's `say` (src/shared/i18n/forms/messages.ts) for its language, given by the form to
 * its parts so their toasts and field messages speak it: the page's on registration, the
 * member's in the dashboard.
 */
export const FormSayContext = createContext<(message: Message) => string>(textOf);
export const useFormSay = () => useContext(FormSayContext);
