import { array, integer, nullable, number, string, type, type Infer } from 'superstruct';

/**
 * The "faster" measure of the assisted service (docs/product/assisted-service.md): for each
 * service, how many days members took from joining to their first connection (an accepted
 * interest or an accepted introduction) and to their first meeting held, as medians, each with the
 * number of members it is computed from. Read from the records; nothing is estimated.
 */
export const SPEED_SERVICES = ['self', 'assisted', 'elite'] as const;
export type SpeedService = (typeof SPEED_SERVICES)[number];

/** One median and the members it is computed from; null days while no member has reached it. */
const Median = type({ medianDays: nullable(number()), members: integer() });

export const ServiceSpeedRow = type({
  service: string(),
  /** Members of this service: those who hold or held one of its plans (self-service: the rest). */
  members: integer(),
  firstConnection: Median,
  firstMeeting: Median,
});
export type ServiceSpeed = Infer<typeof ServiceSpeedRow>;

export const ServiceSpeedReply = type({ computedAt: string(), services: array(ServiceSpeedRow) });
export type ServiceSpeedReport = Infer<typeof ServiceSpeedReply>;
