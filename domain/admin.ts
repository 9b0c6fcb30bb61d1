import { z } from 'zod';

/** One background-job queue and how many of its jobs are in each state (decision 014). */
export const ZJobQueueState = z.object({
  name: z.string(),
  /** Waiting for a worker. */
  created: z.number().int(),
  /** Failed and waiting for another try (with backoff). */
  retry: z.number().int(),
  /** Claimed by a process and running. */
  active: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** Failed after every try (copied to its dead-letter queue when it has one). */
  failed: z.number().int(),
  /** The queue its failed jobs go to, if any. */
  deadLetter: z.string().nullable(),
});
export type TJobQueueState = z.infer<typeof ZJobQueueState>;

export const ZJobSchedule = z.object({
  name: z.string(),
  /** Cron expression, evaluated in `timezone`. */
  cron: z.string(),
  timezone: z.string(),
});

export const ZAdminJobsResponse = z.object({
  queues: z.array(ZJobQueueState),
  schedules: z.array(ZJobSchedule),
});
export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;
