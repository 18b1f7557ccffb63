import { RESOURCES, type ResourceDef } from '../../shared/resources';

/**
 * The master screens come from the resource table (`screen`): the ten generic lists and Users.
 * Contact List has its own page; Subscription Plan arrives with the subscriptions release.
 */
const OWN_PAGES = new Set(['/dashboard/contact-list']);

export const MASTER_RESOURCES: readonly ResourceDef[] = RESOURCES.filter((r) => r.screen && !OWN_PAGES.has(r.screen.route));

const segmentOf = (route: string) => route.replace(/^\/dashboard\//, '');

export const MASTER_SEGMENTS: readonly string[] = MASTER_RESOURCES.map((r) => segmentOf(r.screen!.route));
/** Menu rows whose screens later releases build; they show a clear placeholder meanwhile. */
export const LATER_MASTER_SEGMENTS: readonly string[] = ['subscription-plans'];

export const masterResource = (segment: string) => MASTER_RESOURCES.find((r) => segmentOf(r.screen!.route) === segment);
