/**
 * Religions, in the order shown in dropdowns. Ids are assigned by array order starting at 1.
 * The names are the keys of CASTES in ./castes.ts.
 */
export const RELIGIONS: readonly string[] = [
  'Hindu',
  'Muslim',
  'Christian',
  'Sikh',
  'Buddhist',
  'Jain',
  'Parsi',
  'Jewish',
  'No Religion',
  'Other',
];
