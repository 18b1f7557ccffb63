import { Splide, SplideSlide } from '@splidejs/react-splide';
import type { StoredDocument } from '../../../features/profile-form/profile-api';
import { MemberPhoto } from '../matching/member-photo';

const arrow =
  'splide__arrow absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-deep shadow disabled:opacity-40 dark:bg-night-2 dark:text-pink-100';

/** The member's photos as a carousel (Splide, with its own keyboard and screen-reader support). */
export function PhotoGallery({ photos, name }: { photos: StoredDocument[]; name: string }) {
  if (!photos.length) return <MemberPhoto url={null} name={name} className="aspect-[4/5] w-full rounded-2xl" />;
  return (
    <Splide
      aria-label={`Photos of ${name}`}
      className="relative pb-8"
      options={{
        type: 'slide',
        arrows: photos.length > 1,
        pagination: photos.length > 1,
        keyboard: 'focused',
        classes: { arrow, prev: 'splide__arrow--prev left-2', next: 'splide__arrow--next right-2' },
        i18n: { prev: 'Previous photo', next: 'Next photo', slideX: 'Go to photo %s', carousel: 'photo gallery', slideLabel: 'Photo %s of %s' },
      }}
    >
      {photos.map((photo) => (
        <SplideSlide key={photo.id}>
          <img src={photo.docUrl} alt={`${name}: ${photo.documentType}`} className="aspect-[4/5] w-full rounded-2xl object-cover" />
        </SplideSlide>
      ))}
    </Splide>
  );
}
