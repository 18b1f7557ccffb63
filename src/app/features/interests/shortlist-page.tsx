import { useState } from 'react';
import { MARKED_LISTS, MarkedMembers, type ListKey } from '../../dashboard/parts/marked-members';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Tabs } from '../../dashboard/parts/tabs';
import { useWords } from '../../dashboard/helpers/i18n';
import { useCan } from '../../dashboard/helpers/family-can';

/** Shortlist: profiles saved for later; beside it the members hidden from matches and the blocked ones, each reversible (docs/product/member-loop.md). */
export default function ShortlistPage() {
  const [key, setKey] = useState<ListKey>('shortlist');
  const words = useWords();
  // Hidden and blocked members stay with the member: a family helper sees the shortlist only (docs/product/family.md).
  const lists = useCan()('block') ? MARKED_LISTS : MARKED_LISTS.filter((k) => k === 'shortlist');
  return (
    <>
      <PageHeader title={words.menu.shortlist} intro={words.interests.shortlistIntro} />
      <Tabs label={words.interests.lists} tabs={lists.map((k) => ({ key: k, label: words.marked[k].label }))} selected={key} onSelect={setKey}>
        {/* Keyed, so each list starts on its first page. */}
        <MarkedMembers key={key} listKey={key} framed />
      </Tabs>
    </>
  );
}
