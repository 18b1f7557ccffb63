/** The Photo Approval screen's words, and the texts it shows from the server in them. */
import { photoApprovalWords } from '../../../shared/i18n/admin/photo-approval';
import { useScreenWords } from '../../dashboard/helpers/i18n';

type Words = ReturnType<typeof usePhotoWords>;
export const usePhotoWords = () => useScreenWords(photoApprovalWords);

/** A photo's type: its code, which picks the words, and its English name, for a type the screen does not know. */
type Kind = { documentType: string; documentTypeCode: string };
const knownKind = (t: Words, kind: Kind) => (t.kinds as Record<string, string | undefined>)[kind.documentTypeCode];

/** A photo's kind in the screen's language, found by its type's code; a kind the screen does not know, as the server names it. */
export function PhotoKind({ t, kind }: { t: Words; kind: Kind }) {
  const known = knownKind(t, kind);
  return known ? <>{known}</> : <span translate="no">{kind.documentType}</span>;
}
export const kindText = (t: Words, kind: Kind) => knownKind(t, kind) ?? kind.documentType;
