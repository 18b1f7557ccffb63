import { useCallback, useId, useState } from 'react';
import { notify } from '../../client/toast';
import { GENDER_IDS } from '../../../shared/constants';
import { allProfilesWords } from '../../../shared/i18n/admin/profiles';
import { MSG } from '../../../shared/messages';
import { CODED } from '../../../shared/coded-messages';
import { FieldFrame, SelectField } from '../../ui/field';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { SearchBox } from '../../dashboard/parts/search-box';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import type { Option } from '../../client/reference-lists';
import { useLoad } from '../../client/use-load';
import { loadCasteGroups, searchProfiles, verifyProfile, type CasteNames } from './api';
import { ProfileTable } from './profile-table';
import { spoken, useLocale, useScreenWords, useSpoken } from '../../dashboard/helpers/i18n';

const PAGE_SIZE = 10;

const NO_NAMES: CasteNames = { groups: [], religion: new Map(), caste: new Map() };

/** The caste filter's groups; a failure leaves the filter empty and says so in a toast. */
async function loadCasteGroupsOrSay() {
  const result = await loadCasteGroups();
  if (!result.ok) notify.error(spoken(CODED.MSG.fetchFailed));
  return result;
}

/** All Profile (admin): every member profile, searched by text, caste and gender; open or verify one. */
export default function AllProfilesPage() {
  const t = useScreenWords(allProfilesWords);
  const speak = useSpoken();
  const genders: Option[] = Object.keys(GENDER_IDS).map((id) => ({ id: Number(id), name: t.genders[Number(id)] }));
  const [query, setQuery] = useState({ page: 1, search: '', casteId: '', genderId: '' });
  const ids = { caste: useId(), gender: useId() };
  const locale = useLocale();
  // Named in the administrator's language: read again when it changes.
  const [castes] = useLoad(`caste-groups-${locale}`, loadCasteGroupsOrSay, MSG.fetchFailed);
  const names = castes.status === 'succeeded' ? castes.data : NO_NAMES;
  const casteGroups = names.groups;
  const key = JSON.stringify(query);
  const [state, reload] = useLoad(key, () => searchProfiles({ ...query, pageSize: PAGE_SIZE }), MSG.loadUsersFailed);
  const onSearch = useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), []);

  async function verify(userId: number) {
    const result = await verifyProfile(userId);
    if (result.ok) notify.success(t.markedVerified);
    else notify.error(speak(result.error));
    reload();
  }

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchBox label={t.search} value={query.search} onSearch={onSearch} />
        {/* Castes under their religion, sorted: several religions have a caste named "Other". */}
        <FieldFrame id={ids.caste} label={t.caste}>
          {(control) => (
            <select {...control} value={query.casteId} onChange={(e) => setQuery((q) => ({ ...q, casteId: e.target.value, page: 1 }))}>
              <option value="">{t.anyCaste}</option>
              {casteGroups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((o) => (
                    <option key={o.id} value={String(o.id)}>
                      {o.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FieldFrame>
        <SelectField
          id={ids.gender}
          label={t.gender}
          options={genders}
          placeholder={t.anyGender}
          value={query.genderId}
          onChange={(e) => setQuery((q) => ({ ...q, genderId: e.target.value, page: 1 }))}
        />
      </div>
      {state.status === 'loading' && <LoadingPanel />}
      {/* A failed search says 'Failed to load users' (docs/product/messages.md). */}
      {state.status === 'failed' && <ErrorPanel message={MSG.loadUsersFailed} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <ProfileTable items={state.data.items} names={names} onVerify={(id) => void verify(id)} />
          <Pager page={query.page} pageSize={PAGE_SIZE} total={state.data.total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
    </>
  );
}
