// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { App } from '../dashboard/shell/app';
import { navigate } from '../dashboard/shell/router';
import { registerDashboardWorker } from '../pwa/dashboard-worker';

// The dashboard works offline from what it last loaded (docs/decisions/040); not in development.
if (import.meta.env.PROD) registerDashboardWorker(navigate);

/** Island entry of the dashboard shell (src/site/pages/dashboard/index.astro). */
export default function DashboardApp() {
  return <App />;
}
