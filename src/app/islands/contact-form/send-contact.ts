import { apiPost } from '../../client/api';
import type { ContactMessage } from '../../../shared/schemas/contact';

/** POST /contact-us (docs/product/api.md); the result is already normalised by the API client. */
export const sendContact = (message: ContactMessage) => apiPost<unknown>('/contact-us', message);
