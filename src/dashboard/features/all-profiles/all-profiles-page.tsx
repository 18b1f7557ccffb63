import { useCallback, useId, useState } from 'react';
import { notify } from '../../../lib/toast';
import { GENDER_IDS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { FieldFrame, SelectField } from '../../../ui/field';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import type { Option } from '../../../lib/reference-lists';
import { useLoad } from '../../../lib/use-load';
import { loadCasteGroups, searchProfiles, verifyProfile } from './api';
import type { OptionGroup } from '../../../lib/caste-groups';
import { ProfileTable } from './profile-table';

const GENDERS: Option[] = Object.entries(GENDER_IDS).map(([id, name]) => ({ id: Number(id), name }));
const PAGE_SIZE = 10;

const NO_GROUPS: OptionGroup[] = [];

/** The caste filter's groups; a failure leaves the filter empty and says so in a toast. */
async function loadCasteGroupsOrSay() {
  const result = await loadCasteGroups();
  if (!result.ok) notify.error(MSG.fetchFailed);
  return result;
}

/** All Profile (admin): every member profile, searched by text, caste and gender; open or verify one. */
export default function AllProfilesPage() {
  const [query, setQuery] = useState({ page: 1, search: '', casteId: '', genderId: '' });
  const ids = { caste: useId(), gender: useId() };
  const [castes] = useLoad('caste-groups', loadCasteGroupsOrSay, MSG.fetchFailed);
  const casteGroups = castes.status === 'succeeded' ? castes.data : NO_GROUPS;
  const key = JSON.stringify(query);
  const [state, reload] = useLoad(key, () => searchProfiles({ ...query, pageSize: PAGE_SIZE }), MSG.loadUsersFailed);
  const onSearch = useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), []);

  async function verify(userId: number) {
    const result = await verifyProfile(userId);
    if (result.ok) notify.success('Profile marked verified');
    else notify.error(result.message);
    reload();
  }

  return (
    <>
      <PageHeader title="All Profile" intro="Every member profile. Open one to read it; verify it once you have checked it." />
      <div className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchBox label="Search by name, city or e-mail" value={query.search} onSearch={onSearch} />
        {/* Castes under their religion, sorted: several religions have a caste named "Other". */}
        <FieldFrame id={ids.caste} label="Caste">
          {(control) => (
            <select {...control} value={query.casteId} onChange={(e) => setQuery((q) => ({ ...q, casteId: e.target.value, page: 1 }))}>
              <option value="">Any caste</option>
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
          label="Gender"
          options={GENDERS}
          placeholder="Any gender"
          value={query.genderId}
          onChange={(e) => setQuery((q) => ({ ...q, genderId: e.target.value, page: 1 }))}
        />
      </div>
      {state.status === 'loading' && <LoadingPanel />}
      {/* A failed search says 'Failed to load users' (docs/product/messages.md). */}
      {state.status === 'failed' && <ErrorPanel message={MSG.loadUsersFailed} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <ProfileTable items={state.data.items} onVerify={(id) => void verify(id)} />
          <Pager page={query.page} pageSize={PAGE_SIZE} total={state.data.total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
    </>
  );
}
