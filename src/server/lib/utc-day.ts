/** The start of the UTC day an instant falls in, as the ISO text timestamps are stored in: where daily limits and daily batches count from. */
export const startOfUtcDay = (at: Date | string): string => `${new Date(at).toISOString().slice(0, 10)}T00:00:00.000Z`;
