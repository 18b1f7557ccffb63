import { computed, map } from 'nanostores';
import type { DocumentKey } from '../../shared/document-keys';
import { profileProgress } from '../../shared/profile-progress';
import { emptySections, PROFILE_SECTIONS, type ProfileSections, type SectionKey } from '../../shared/schemas/profile';
import type { MessageOrText } from '../../shared/message-code';

/**
 * The seven-tab profile form's state (docs/product/states.md, "Profile tabs" and "Documents"): string values as
 * the inputs hold them, the open tab, field errors keyed like the API ('personal.dob'), the
 * member being edited and, right after registration, the session issued by OTP verification.
 */
export const PROFILE_TABS = [...PROFILE_SECTIONS, 'documents'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export type FormValues = { [S in SectionKey]: Record<keyof ProfileSections[S] & string, string> };

export interface LocalDocument {
  /** The stored document's id (every upload and listed document has one). */
  id?: number;
  documentTypeId: number;
  docUrl: string;
  mimeType: string;
  originalName: string;
  /** A photo's review: rejected ones show the administrator's reason (docs/product/documents-and-photos.md). */
  approval?: 'pending' | 'approved' | 'rejected';
  rejectReason?: string | null;
}

export interface ProfileFormState {
  values: FormValues;
  tab: ProfileTab;
  /** Each field's message as it came, with its code when it has one (docs/decisions/092-message-codes.md). */
  errors: Record<string, MessageOrText>;
  userId: number | null;
  token: string | null;
  documents: Partial<Record<DocumentKey, LocalDocument>>;
  /** Stored documents removed from the list, deleted on the server by the next successful save. */
  removedDocumentIds: number[];
  /** Whether the member's profile is on the server yet: the first save creates it ('Profile creation failure', docs/product/messages.md). */
  stored: boolean;
}

/** Turns API values (numbers, nulls) into input strings. */
export function toFormValues(sections: Partial<ProfileSections> = {}): FormValues {
  const empty = emptySections();
  const out = {} as Record<SectionKey, Record<string, string>>;
  for (const section of PROFILE_SECTIONS) {
    out[section] = {};
    for (const name of Object.keys(empty[section] as object)) {
      const value = (sections[section] as Record<string, unknown> | undefined)?.[name];
      out[section][name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return out as FormValues;
}

const initial = (): ProfileFormState => ({
  values: toFormValues(),
  tab: 'personal',
  errors: {},
  userId: null,
  token: null,
  documents: {},
  removedDocumentIds: [],
  stored: false,
});

export const $profileForm = map<ProfileFormState>(initial());
export const $profileProgress = computed($profileForm, (s) => profileProgress(s.values));

export function setProfileOwner(userId: number, token: string | null = null) {
  $profileForm.set({ ...$profileForm.get(), userId, token });
}

export function setProfileField(section: SectionKey, name: string, value: string) {
  const state = $profileForm.get();
  const values = { ...state.values, [section]: { ...state.values[section], [name]: value } } as FormValues;
  const key = `${section}.${name}`;
  const errors = state.errors[key] ? Object.fromEntries(Object.entries(state.errors).filter(([k]) => k !== key)) : state.errors;
  $profileForm.set({ ...state, values, errors });
}

export const setProfileTab = (tab: ProfileTab) => $profileForm.setKey('tab', tab);
export const setProfileStored = (stored: boolean) => $profileForm.setKey('stored', stored);
export const setProfileErrors = (errors: Record<string, MessageOrText>) => $profileForm.setKey('errors', errors);
export const loadProfileValues = (sections: Partial<ProfileSections>) => $profileForm.setKey('values', toFormValues(sections));

/**
 * A document replaces any earlier one of its type; delete removes only the local entry (no call)
 * and remembers a stored one, so the next save deletes it on the server (use-profile-save.ts).
 */
export const putLocalDocument = (key: DocumentKey, doc: LocalDocument) => $profileForm.setKey('documents', { ...$profileForm.get().documents, [key]: doc });
export function removeLocalDocument(key: DocumentKey) {
  const state = $profileForm.get();
  const { [key]: removed, ...rest } = state.documents;
  const removedDocumentIds = removed?.id ? [...state.removedDocumentIds, removed.id] : state.removedDocumentIds;
  $profileForm.set({ ...state, documents: rest, removedDocumentIds });
}

/** Empty form, personal tab, no errors (after the final submit, docs/product/states.md). */
export const resetProfileForm = () => $profileForm.set(initial());
