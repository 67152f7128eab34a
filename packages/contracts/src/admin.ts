import { z } from "zod";
import { planKeySchema } from "./plans.ts";
import { ticketStatusSchema, ticketSummarySchema } from "./support.ts";

/** Query of the admin lists: free-text search and a 1-based page. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  company: z.string().nullable(),
  isEligibleForFreePro: z.boolean(),
  /** Whether someone registered with this e-mail. */
  hasRegistered: z.boolean(),
  createdAt: z.string(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  plan: planKeySchema,
  isTrial: z.boolean(),
  credits: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminTicketSchema = ticketSummarySchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketUpdateSchema = z.object({ status: ticketStatusSchema });

export const adminOutboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** "outbox" (no SMTP configured) | "sent" | "failed" */
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const queueJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  retryCount: z.number().int(),
  createdAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  output: z.string().nullable(),
});
export type QueueJob = z.infer<typeof queueJobSchema>;

export const queueHealthSchema = z.object({
  isAvailable: z.boolean(),
  counts: z.object({
    waiting: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    completed: z.number().int(),
  }),
  failedJobs: z.array(queueJobSchema),
});
export type QueueHealth = z.infer<typeof queueHealthSchema>;

export const adminOverviewSchema = z.object({
  users: z.number().int(),
  waitlist: z.number().int(),
  openTickets: z.number().int(),
  proSubscribers: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
