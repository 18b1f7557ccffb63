/** The Photo Approval screen's words, and the texts it shows from the server in them. */
import { photoApprovalWords } from '../../../i18n/admin/photo-approval';
import { spoken, useScreenWords } from '../../lib/i18n';
import { PHOTO_MSG } from '../../../shared/messages';

type Words = ReturnType<typeof usePhotoWords>;
export const usePhotoWords = () => useScreenWords(photoApprovalWords);

/** A photo's kind in the screen's language; a kind the screen does not know, as the server names it. */
export function PhotoKind({ t, kind }: { t: Words; kind: string }) {
  const known = (t.kinds as Record<string, string | undefined>)[kind];
  return known ? <>{known}</> : <span translate="no">{kind}</span>;
}
export const kindText = (t: Words, kind: string) => (t.kinds as Record<string, string | undefined>)[kind] ?? kind;

/** The server's answer to a photo action in the screen's language when it is one of this screen's texts. */
export function photoSaid(t: Words, message: string): string {
  const known: Record<string, string> = {
    [PHOTO_MSG.photoNotFound]: t.notFound,
    [PHOTO_MSG.photoNotDecided]: t.notDecided,
    [PHOTO_MSG.photoAlreadyReviewed('approved')]: t.alreadyApproved,
    [PHOTO_MSG.photoAlreadyReviewed('rejected')]: t.alreadyRejected,
  };
  return known[message] ?? spoken(message);
}
