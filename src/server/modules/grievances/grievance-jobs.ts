import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';
import { escalateOverdue, type GrievanceDeps } from './grievances.service.ts';

/** Every hour, complaints whose clock ran out are escalated to the grievance officer once. */
export const grievanceJobs = (deps: GrievanceDeps): ScheduledJob[] => [
  {
    name: 'grievance-escalation',
    key: (now) => now.toISOString().slice(0, 13),
    leaseMs: 5 * 60_000,
    run: (now) => escalateOverdue(deps, now),
  },
];
