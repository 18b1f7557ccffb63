import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth';
import { PageHeader } from '../../dashboard/parts/page-header';
import { PATHS } from '../../dashboard/config/paths';
import { useWords } from '../../dashboard/helpers/i18n';
import { normaliseRole, roleLabel } from '../../dashboard/helpers/role';
import { $me } from '../../dashboard/helpers/session';

/**
 * My Profile for an administrator: administrators have no member profile (docs/product/pages.md),
 * so the screen shows the account they sign in with and where to change it, and asks the server
 * for no member records.
 */
export function AdminAccountView() {
  const words = useWords();
  const t = words.profile;
  const auth = useStore($auth);
  const me = useStore($me);
  // The name and e-mail address are shown as written (translate="no"); the role in the language.
  const facts: Array<[string, string, boolean]> = [
    [t.accountName, me?.userName || auth?.userName || '—', true],
    [t.accountEmail, me?.email || '—', true],
    [t.accountRole, words.shell.roles[normaliseRole(auth?.role)] ?? roleLabel(auth?.role), false],
  ];
  return (
    <>
      <PageHeader title={t.adminTitle} intro={t.adminIntro} />
      <section aria-label={t.adminTitle} className="card grid max-w-2xl gap-4">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value, asWritten]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-stone-600 dark:text-stone-300">{label}</dt>
              <dd className="break-all" translate={asWritten ? 'no' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <a href={PATHS.settings} className="btn btn-outline">
            {t.accountSettings}
          </a>
          <a href={PATHS.passwordUpdate} className="btn btn-outline">
            {t.changePassword}
          </a>
        </div>
      </section>
    </>
  );
}
