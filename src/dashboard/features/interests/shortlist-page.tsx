import { useState } from 'react';
import { MARKED_LISTS, MarkedMembers, type ListKey } from '../../components/marked-members';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { useWords } from '../../lib/i18n';

/** Shortlist: profiles saved for later; beside it the members hidden from matches and the blocked ones, each reversible (docs/product/member-loop.md). */
export default function ShortlistPage() {
  const [key, setKey] = useState<ListKey>('shortlist');
  const words = useWords();
  return (
    <>
      <PageHeader title={words.menu.shortlist} intro={words.interests.shortlistIntro} />
      <Tabs label={words.interests.lists} tabs={MARKED_LISTS.map((k) => ({ key: k, label: words.marked[k].label }))} selected={key} onSelect={setKey}>
        {/* Keyed, so each list starts on its first page. */}
        <MarkedMembers key={key} listKey={key} framed />
      </Tabs>
    </>
  );
}
