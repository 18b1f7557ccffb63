/** Whole years from a birth date (YYYY-MM-DD) to `today` (YYYY-MM-DD, India's date by default). */
export function ageFrom(dob: string, today: string = indiaToday()): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  const now = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!birth || !now) return null;
  const years = Number(now[1]) - Number(birth[1]);
  const beforeBirthday = `${now[2]}-${now[3]}` < `${birth[2]}-${birth[3]}`;
  return years - (beforeBirthday ? 1 : 0);
}

const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A height stored in cm as members in India say it: 5 ft 9 in (176 cm). */
export function heightLabel(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in (${Math.round(cm)} cm)`;
}
