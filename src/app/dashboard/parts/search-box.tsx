import { useEffect, useId, useState } from 'react';
import { controlClass } from '../../ui/field';

/** A labelled search input that reports its text after a short pause in typing. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="min-w-[14rem] flex-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} className={controlClass()} />
    </div>
  );
}
