import { GENERIC_RESOURCES, MODULE_RESOURCES, type ResourceDef } from '../../../shared/resources';

/**
 * The master screens come from the resource table (`screen`): the ten generic lists and Users,
 * the added rashi and nakshatra lists, plus Subscription Plan, which its own module serves at the paths in its `endpoints`.
 * Contact List has its own page.
 */
const OWN_PAGES = new Set(['/dashboard/contact-list']);

export const MASTER_RESOURCES: readonly ResourceDef[] = [...GENERIC_RESOURCES, ...MODULE_RESOURCES].filter((r) => r.screen && !OWN_PAGES.has(r.screen.route));

const segmentOf = (route: string) => route.replace(/^\/dashboard\//, '');

export const masterResource = (segment: string) => MASTER_RESOURCES.find((r) => segmentOf(r.screen!.route) === segment);
