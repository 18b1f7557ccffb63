import type { Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../../src/shared/constants';

/** Every public route with the heading a visitor sees first. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Find a life partner your whole family will bless' },
  { path: '/about-us', heading: 'Bringing families together, one verified match at a time' },
  { path: '/contact-us', heading: 'We are here to help' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/terms-of-use', heading: 'Terms of use' },
  { path: '/assisted-service-know-more', heading: 'A relationship manager who searches with you' },
  { path: '/elite-matrimony-know-more', heading: 'Elite Matrimony' },
  { path: '/coming-soon', heading: 'Our social pages are on their way' },
  { path: '/grievances', heading: 'File a grievance' },
  { path: '/safety', heading: 'Stay safe while you search' },
  { path: '/nominee-request', heading: 'Acting for a member as their nominee' },
] as const;

export const MEMBER = { accessToken: 'e2e-token', role: 'user', userName: 'Asha Patil' };

/** Signs the browser in the way the login page does: `authData` in localStorage. */
export async function signIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(MEMBER)]);
  await page.reload();
}

export const readAuth = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
