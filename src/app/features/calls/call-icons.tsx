/** The call dock's microphone and camera marks (stroke drawings, 24 × 24), beside the words that say the same. */
const PATHS = {
  mic: ['M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3z', 'M19 11a7 7 0 0 1-14 0', 'M12 18v3'],
  'mic-off': ['M9 9v3a3 3 0 0 0 5.1 2.1', 'M15 9.3V6a3 3 0 0 0-5.7-1.3', 'M19 11a7 7 0 0 1-1.2 3.9', 'M5 11a7 7 0 0 0 11.2 5.6', 'M12 18v3', 'M3 3l18 18'],
  camera: ['M15 10l5-3v10l-5-3', 'M3 7h12v10H3z'],
  'camera-off': ['M15 10l5-3v10l-5-3', 'M10.5 7H15v4.5', 'M15 17H3V7h2', 'M3 3l18 18'],
} as const;
export type CallIconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: CallIconName; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
