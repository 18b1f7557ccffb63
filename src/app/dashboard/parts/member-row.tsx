import type { ReactNode } from 'react';
import type { MemberCard } from '../../../shared/schemas/interests';
import { MemberPhoto } from './member-photo';
import { VerificationBadges } from './verification-badges';
import { viewProfilePath } from '../config/paths';
import { useLocale, useWords } from '../helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';

/** A compact profile card: photo, name (a link to the profile, unless `link` is false), age, city, community; then a state line and actions. */
export function MemberRow({ member, state, actions, link = true }: { member: MemberCard; state?: ReactNode; actions?: ReactNode; link?: boolean }) {
  const words = useWords();
  const locale = useLocale();
  const name = member.fullName ?? words.common.member;
  const headingId = `member-${member.userId}`;
  const facts = [
    member.age !== null ? words.common.years({ age: formatNumber(locale, member.age) }) : null,
    member.city,
    [member.religion, member.caste].filter(Boolean).join(', ') || null,
  ].filter(Boolean);
  return (
    <li aria-labelledby={headingId} className="card flex flex-col gap-3 !p-4 sm:flex-row sm:items-center">
      <MemberPhoto url={member.photoUrl} previewUrl={member.photoPreviewUrl} name={name} className="h-20 w-20 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
          {link ? (
            <a href={viewProfilePath(member.userId)} className="underline-offset-2 hover:underline">
              {name}
            </a>
          ) : (
            name
          )}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">{facts.join(' · ')}</p>
        <div className="mt-1">
          <VerificationBadges badges={member.badges} label={words.common.badgesOf({ name })} />
        </div>
        {state && <div className="mt-1 text-sm">{state}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div>}
    </li>
  );
}
