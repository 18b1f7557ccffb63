import { useState } from 'react';
import { MARKED_LISTS, MarkedMembers, markedListLabel, type ListKey } from '../../components/marked-members';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';

/** Shortlist: profiles saved for later; beside it the members hidden from matches and the blocked ones, each reversible (DESIGN §15). */
export default function ShortlistPage() {
  const [key, setKey] = useState<ListKey>('shortlist');
  return (
    <>
      <PageHeader title="Shortlist" intro="Profiles you saved for later, and the members you hid or blocked." />
      <Tabs label="Lists" tabs={MARKED_LISTS.map((k) => ({ key: k, label: markedListLabel(k) }))} selected={key} onSelect={setKey}>
        {/* Keyed, so each list starts on its first page. */}
        <MarkedMembers key={key} listKey={key} framed />
      </Tabs>
    </>
  );
}
