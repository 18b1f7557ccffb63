import { Splide } from '@splidejs/react-splide';
import type { StoredDocument } from './form/profile-api';
import type { ProfilePhoto } from '../../../shared/schemas/photos';
import { MemberPhoto } from '../../dashboard/parts/member-photo';
import { useWords } from '../../dashboard/helpers/i18n';

const arrow =
  'splide__arrow absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-deep shadow disabled:opacity-40 dark:bg-night-2 dark:text-pink-100';

/**
 * The member's photos as a carousel (Splide, with its own keyboard and screen-reader support).
 * The track is written out with divs rather than react-splide's ul/li: Splide gives each slide
 * the role group or tabpanel, which a list item may not take (axe aria-allowed-role).
 */
export function PhotoGallery({ photos, name }: { photos: Array<StoredDocument | ProfilePhoto>; name: string | null }) {
  const t = useWords().profile;
  // Initials on a phone stay a small tile so the profile itself is on the first screen.
  if (!photos.length) return <MemberPhoto url={null} name={name} className="aspect-[4/5] w-28 rounded-2xl sm:w-40 lg:w-full" />;
  return (
    <Splide
      aria-label={t.photosOf({ name: name ?? t.you })}
      hasTrack={false}
      className={photos.length > 1 ? 'relative pb-8' : 'relative'}
      options={{
        type: 'slide',
        arrows: photos.length > 1,
        pagination: photos.length > 1,
        keyboard: 'focused',
        classes: { arrow, prev: 'splide__arrow--prev left-2', next: 'splide__arrow--next right-2' },
        i18n: t.gallery,
      }}
    >
      <div className="splide__track">
        <div className="splide__list">
          {photos.map((photo) => (
            <div key={photo.id} className="splide__slide">
              <img src={photo.docUrl ?? undefined} alt={`${name}: ${photo.documentType}`} className="aspect-[4/5] w-full rounded-2xl object-cover" />
            </div>
          ))}
        </div>
      </div>
    </Splide>
  );
}
