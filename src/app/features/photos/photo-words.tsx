/** The Photo Approval screen's words, and the texts it shows from the server in them. */
import { photoApprovalWords } from '../../../shared/i18n/admin/photo-approval';
import { useScreenWords } from '../../dashboard/helpers/i18n';

type Words = ReturnType<typeof usePhotoWords>;
export const usePhotoWords = () => useScreenWords(photoApprovalWords);

/** A photo's kind in the screen's language; a kind the screen does not know, as the server names it. */
export function PhotoKind({ t, kind }: { t: Words; kind: string }) {
  const known = (t.kinds as Record<string, string | undefined>)[kind];
  return known ? <>{known}</> : <span translate="no">{kind}</span>;
}
export const kindText = (t: Words, kind: string) => (t.kinds as Record<string, string | undefined>)[kind] ?? kind;
