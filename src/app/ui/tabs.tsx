import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A tab list following the WAI-ARIA tabs pattern: arrow keys, Home and End move between
 * headers, only the selected tab is in the Tab order, and every header is clickable.
 */
export interface TabItem {
  key: string;
  label: string;
  done?: boolean;
}

interface Props {
  items: TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  idPrefix: string;
  label: string;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

export function Tabs({ items, selected, onSelect, idPrefix, label }: Props) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // On a phone the headers scroll sideways; keep the open one in view. (Braces: newer browsers
  // return a promise from scrollIntoView, which React would take for a cleanup function.)
  useEffect(() => {
    refs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    onSelect(target.key);
    refs.current[target.key]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:thin] md:flex-wrap md:overflow-visible">
      {items.map((item, index) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[item.key] = el;
            }}
            id={tabId(idPrefix, item.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(idPrefix, item.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(e) => move(e, index)}
            className={`flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
              active ? 'bg-brand text-white shadow-sm' : 'bg-pink-50 text-brand-deep hover:bg-pink-100 dark:bg-night dark:text-pink-200 dark:hover:bg-stone-800'
            }`}
          >
            <span
              aria-hidden="true"
              className={`grid h-5 w-5 place-items-center rounded-full text-xs ${active ? 'bg-white/25' : 'bg-white dark:bg-stone-800'}`}
            >
              {item.done ? '✓' : index + 1}
            </span>
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
