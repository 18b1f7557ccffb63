import { apiPost } from '../../lib/api';
import type { ContactMessage } from '../../shared/schemas/contact';

/** POST /contact-us (DESIGN §5); the result is already normalised by the API client. */
export const sendContact = (message: ContactMessage) => apiPost<unknown>('/contact-us', message);
