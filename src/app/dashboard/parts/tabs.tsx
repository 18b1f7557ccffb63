import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs on the WAI-ARIA pattern: one tab stop, arrow keys (and Home, End) move between tabs and
 * select them; the panel is labelled by the selected tab.
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  function onKey(event: KeyboardEvent) {
    const at = tabs.findIndex((t) => t.key === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }
  return (
    <>
      <div role="tablist" aria-label={label} className="mb-4 flex flex-wrap gap-1 border-b border-pink-100 dark:border-stone-700">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`${base}-${tab.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKey}
              className={`-mb-px min-h-11 rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
                active
                  ? 'border-brand-deep text-brand-deep dark:border-pink-200 dark:text-pink-100'
                  : 'border-transparent text-stone-700 hover:text-brand-deep dark:text-stone-300 dark:hover:text-pink-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
