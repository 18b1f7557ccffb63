import { enums, integer, literal, type } from 'superstruct';
import { described } from './reply';

/** GET /health: the process, its database, and which payment provider takes payments. */
export const HealthReply = type({
  status: literal('ok'),
  database: enums(['sqlite', 'postgres']),
  payments: described(enums(['test', 'razorpay']), 'The payment provider in use; with test, payments are simulated and no money is charged.'),
  uptimeSeconds: integer(),
});

/** GET /health/live: the process answers. */
export const LiveReply = type({ status: literal('live') });

/** GET /health/ready: the database answers and the instance is not draining. */
export const ReadyReply = type({ status: literal('ready'), database: enums(['sqlite', 'postgres']) });
