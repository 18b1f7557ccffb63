import { NoticePanel } from '../../components/status-panel';

/**
 * Menu rows whose screens later releases build. They say so plainly instead of showing
 * invented data (matching: issue 7).
 */
const PAGES: Record<string, { title: string; release: 'matching'; what: string }> = {
  matchingProfile: { title: 'Matching Profile', release: 'matching', what: 'Profiles that match your partner preferences will appear here.' },
  viewList: { title: 'Profile View List', release: 'matching', what: 'The members who viewed your profile will be listed here.' },
};

export default function ComingSoonPage({ params }: { params: Record<string, string> }) {
  const page = PAGES[params.route] ?? { title: 'Coming soon', release: 'matching', what: '' };
  return (
    <NoticePanel title={page.title}>
      <p>{page.what}</p>
      <p className="mt-2 font-semibold">This page is coming with the {page.release} release. Nothing is shown here until then.</p>
    </NoticePanel>
  );
}
