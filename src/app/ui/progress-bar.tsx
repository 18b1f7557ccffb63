/**
 * A labelled progress bar on the native <progress> element: announced by screen readers and
 * styled without inline style attributes (the site's CSP forbids them).
 */
interface Props {
  label: string;
  value: number;
  max?: number;
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ label, value, max = 100, showValue = true, className = '' }: Props) {
  const percent = Math.round((value / max) * 100);
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-stone-800 dark:text-stone-100">{label}</span>
        {showValue && <span className="font-semibold text-brand-deep tabular-nums dark:text-pink-200">{percent}%</span>}
      </div>
      <progress
        value={value}
        max={max}
        aria-label={label}
        className="mt-1.5 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-pink-100 dark:bg-stone-700 [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-pink-100 dark:[&::-webkit-progress-bar]:bg-stone-700 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand [&::-webkit-progress-value]:transition-all"
      >
        {percent}%
      </progress>
    </div>
  );
}
