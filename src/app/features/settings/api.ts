import type { TwoStepSetup, TwoStepStatus } from '../../../shared/schemas/two-step';
import type { Badge, PauseInput, PhotoRequestItem, PhotoVisibility, PrivacySettings } from '../../../shared/schemas/photos';
import type { MailPreferences } from '../../../shared/schemas/notification-mail';
import type { ContactTerms, ContactTermsInput } from '../../../shared/schemas/contact-terms';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The Settings screen's calls: two-step sign-in of the signed-in account. */
export const loadTwoStep = () => dashboardApi.get<TwoStepStatus>('/auth/two-step');
export const startTwoStep = () => dashboardApi.post<TwoStepSetup>('/auth/two-step/setup', {});
export const confirmTwoStep = (code: string) => dashboardApi.post<{ enabled: true; recoveryCodes: string[] }>('/auth/two-step/confirm', { code });
export const disableTwoStep = (password: string, code: string) => dashboardApi.post<{ enabled: false }>('/auth/two-step/disable', { password, code });
export const renewRecoveryCodes = (code: string) => dashboardApi.post<{ recoveryCodes: string[] }>('/auth/two-step/recovery-codes', { code });

/** And a member's: who sees my photos, pausing my profile, my badges and the photo requests I received (docs/product/documents-and-photos.md). */
export const fetchPrivacy = () => dashboardApi.get<PrivacySettings>('/settings/privacy');
export const savePhotoVisibility = (photoVisibility: PhotoVisibility) => dashboardApi.put<PrivacySettings>('/settings/photo-visibility', { photoVisibility });
export const savePause = (input: PauseInput) => dashboardApi.put<PrivacySettings>('/settings/pause', input);

export const fetchMyBadges = () => dashboardApi.get<{ badges: Badge[] }>('/badges/mine');
export const fetchPhotoRequests = () => dashboardApi.get<PhotoRequestItem[]>('/photo-requests');
export const answerPhotoRequest = (id: number, answer: 'grant' | 'decline') =>
  dashboardApi.post<{ id: number; status: string }>(`/photo-requests/${id}/${answer}`);

/** Which notifications reach me by e-mail, per topic (docs/decisions/030-notification-mail-and-unsubscribe.md). */
export const fetchMailPreferences = () => dashboardApi.get<MailPreferences>('/settings/notification-mail');
export const saveMailPreferences = (changes: Partial<MailPreferences>) => dashboardApi.put<MailPreferences>('/settings/notification-mail', changes);

/** Contact on my terms (docs/product/trust.md): who may contact me, who writes first, my interests a day, the contacts I hide from. */
export const fetchContactTerms = () => dashboardApi.get<ContactTerms>('/settings/contact-terms');
export const saveContactTerms = (changes: ContactTermsInput) => dashboardApi.put<ContactTerms>('/settings/contact-terms', changes);
export const addHiddenContact = (contact: string) => dashboardApi.post<ContactTerms>('/settings/hidden-contacts', { contact });
export const removeHiddenContact = (id: number) => dashboardApi.del<ContactTerms>(`/settings/hidden-contacts/${id}`);
