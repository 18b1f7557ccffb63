/** The door of the family feature: what the rest of the app may use. Family helpers: inviting and managing them, and a helper's own view of whom they help (docs/decisions/070-family-helpers-acting-for.md). */
export { FamilySection } from './family-section';
export { FamilyHelperSection } from './family-helper-section';
