/**
 * The plan's name to show a reader: in their language, else English. A reply kept offline from
 * before plans had names per language carries only the English one. A module of its own, so the
 * dashboard's first screen imports no schema library with it.
 */
export const shownPlanName = (s: { planName: string; planLocalName?: string }): string => s.planLocalName || s.planName;
