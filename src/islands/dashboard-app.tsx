import { App } from '../dashboard/app/app';

/** Island entry of the dashboard shell (src/pages/dashboard/index.astro). */
export default function DashboardApp() {
  return <App />;
}
