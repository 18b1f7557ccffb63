import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { $selectedItem } from '../../stores/navigation';
import { useWords } from '../helpers/i18n';
import { $me } from '../helpers/session';
import { isGroup, menuFor, type MenuGroup, type MenuItem } from '../config/menu';
import { UnreadMessagesCount } from '../../features/conversations/unread-count';

const linkClass = (active: boolean) =>
  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    active ? 'bg-brand text-white' : 'text-stone-700 hover:bg-pink-50 hover:text-brand-deep dark:text-stone-200 dark:hover:bg-night'
  }`;

function Item({ item, selected }: { item: MenuItem; selected: string | null }) {
  const active = item.route === selected;
  const words = useWords();
  return (
    <li>
      <a href={item.route} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
        {words.menu[item.key]}
        {item.key === 'messages' && <UnreadMessagesCount />}
      </a>
    </li>
  );
}

function Group({ group, selected }: { group: MenuGroup; selected: string | null }) {
  const hasActive = group.children.some((c) => c.route === selected);
  const [open, setOpen] = useState(hasActive);
  const listId = useId();
  const words = useWords();
  // Arriving on one of its pages opens the group (adjusted while rendering, not in an effect).
  const [wasActive, setWasActive] = useState(hasActive);
  if (wasActive !== hasActive) {
    setWasActive(hasActive);
    if (hasActive) setOpen(true);
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-semibold text-stone-800 hover:bg-pink-50 dark:text-stone-100 dark:hover:bg-night"
      >
        {words.menu[group.key]}
        <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-90' : ''}`} fill="currentColor">
          <path d="M7 5l6 5-6 5z" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="mt-1 ml-3 space-y-0.5 border-l border-pink-100 pl-2 dark:border-stone-700">
        {group.children.map((child) => (
          <Item key={child.route} item={child} selected={selected} />
        ))}
        {group.children.length === 0 && <li className="px-3 py-2 text-xs text-stone-600 dark:text-stone-300">{words.menu.mastersEmpty}</li>}
      </ul>
    </li>
  );
}

interface Props {
  role: string;
  open: boolean;
  onClose: () => void;
}

/** The sidebar titled Dashboard: the menu rows the role may see, the selected one lit; a drawer on small screens. */
export function Sidebar({ role, open, onClose }: Props) {
  const family = useStore($me)?.family;
  const entries = menuFor(role, family?.members.find((m) => m.memberId === family.actingFor)?.permissions);
  const selected = useStore($selectedItem);
  const words = useWords();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <nav
        id="dashboard-sidebar"
        aria-label={words.shell.dashboard}
        className={`fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto border-r border-pink-100 bg-white px-3 py-4 transition-transform lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:translate-x-0 dark:border-stone-700 dark:bg-night-2 ${
          // Closed on a phone, the drawer is also invisible: its links are neither seen nor reached by Tab.
          open ? 'translate-x-0' : 'max-lg:invisible -translate-x-full'
        }`}
      >
        <p className="px-3 pb-3 font-serif text-xl font-bold text-brand-deep dark:text-pink-200">{words.shell.dashboard}</p>
        <ul className="space-y-0.5">
          {entries.map((entry) =>
            isGroup(entry) ? <Group key={entry.label} group={entry} selected={selected} /> : <Item key={entry.route} item={entry} selected={selected} />,
          )}
        </ul>
      </nav>
    </>
  );
}
