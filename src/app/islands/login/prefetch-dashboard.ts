/**
 * The dashboard's page and first-screen modules, fetched into the browser's cache while the person
 * signs in: the sign-in request and the download share its round trips, so the dashboard that
 * opens after it needs only its data (docs/decisions/084-first-screen-at-the-floor.md). The build
 * lists them in the sign-in page's `dashboard-first-screen` meta (scripts/preload-first-screen.ts),
 * leaving out what the page itself loaded. Once per page; nothing for someone who only looks.
 */
let asked = false;

export function prefetchDashboard(): void {
  if (asked) return;
  asked = true;
  const listed = document.querySelector<HTMLMetaElement>('meta[name="dashboard-first-screen"]')?.content ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
