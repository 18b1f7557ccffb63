import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';
import type { AssistedDeps } from './assisted.service.ts';
import { markOverdue } from './staff.service.ts';

/** Every quarter hour, requests whose first call ran out are marked for administrators once. */
export const assistedJobs = (deps: AssistedDeps): ScheduledJob[] => [
  {
    name: 'assisted-overdue',
    key: (now) => `${now.toISOString().slice(0, 13)}:${Math.floor(now.getUTCMinutes() / 15)}`,
    leaseMs: 5 * 60_000,
    run: (now) => markOverdue(deps, now),
  },
];
