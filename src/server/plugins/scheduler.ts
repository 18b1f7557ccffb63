import { randomUUID } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../lib/scheduler/scheduler.ts';
import { auditJobs } from '../modules/audit-log/index.ts';
import { uploadJobs, uploadStore } from '../modules/documents/index.ts';
import { secretsFor } from '../lib/secrets.ts';
import { grievanceJobs } from '../modules/grievances/index.ts';
import { assistedJobs } from '../modules/assisted/index.ts';
import { dataRightsJobs } from '../modules/data-rights/index.ts';
import { memberLoopJobs } from '../modules/notification-mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled work of this instance (lib/scheduler): ticking when SCHEDULER is on, or driven by `tick()`. */
    scheduler: Scheduler;
  }
}

/**
 * Builds the scheduler once at start with the member loop's jobs, the sweep of stored uploads and the audit log's daily
 * checkpoint; it ticks every minute when
 * SCHEDULER is on (the default outside tests). Every instance may tick: the lease in the database
 * runs each job once (docs/decisions/031-scheduled-work-lease.md). Closing the app stops it.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = createScheduler({
      db: app.db,
      holder: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      jobs: [
        ...memberLoopJobs({ db: app.db, events: app.events, mail: app.mail, config: app.config }),
        ...uploadJobs({ db: app.db, config: app.config }),
        // The audit log's daily checkpoint goes to the uploads store, outside the database.
        ...auditJobs({ db: app.db, place: { auditKey: secretsFor(app.config).auditKey, records: () => uploadStore(app.config) } }),
        ...grievanceJobs({ db: app.db, config: app.config, events: app.events, mail: app.mail }),
        // First calls of the assisted service past their working day, marked for administrators.
        ...assistedJobs({ db: app.db, config: app.config, mail: app.mail }),
        // Erasure after inactivity, and the purge of deleted accounts' origins after their year.
        ...dataRightsJobs({ db: app.db, config: app.config, mail: app.mail }),
      ],
      log: app.log,
    });
    app.decorate('scheduler', scheduler);
    if (app.config.scheduler) app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['events', 'mail'] },
);
