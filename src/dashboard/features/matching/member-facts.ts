/** How a member's facts read on cards and lists: "5 ft 6 in (168 cm)", "Hindu · Maratha", "Pune, Maharashtra". */
export function heightText(cm: number | null): string | null {
  if (cm === null || !Number.isFinite(Number(cm))) return null;
  const inches = Math.round(Number(cm) / 2.54);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in (${Math.round(Number(cm))} cm)`;
}

export const joined = (parts: (string | null | undefined)[], separator = ' · ') => parts.filter(Boolean).join(separator) || null;

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
export const dateTimeText = (iso: string) => when.format(new Date(iso));
