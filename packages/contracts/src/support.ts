import { z } from "zod";
import { SUPPORT_RESPONSE_HOURS } from "./constants.ts";

export const SUPPORT_MESSAGES = {
  ticketCreated: `Thanks! Your ticket is open. We answer within ${SUPPORT_RESPONSE_HOURS} hours.`,
  replySent: "Reply sent.",
  responsePromise: `We respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
  ticketClosed: "This ticket is resolved. Reply to reopen it.",
} as const;

export const supportCategorySchema = z.enum([
  "general",
  "billing",
  "technical",
  "account",
  "feature_request",
  "privacy",
]);
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  general: "General question",
  billing: "Billing and plans",
  technical: "Technical problem",
  account: "Account and sign-in",
  feature_request: "Feature request",
  privacy: "Privacy and data",
};

export const ticketStatusSchema = z.enum(["open", "pending", "resolved"]);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Open",
  pending: "Awaiting your reply",
  resolved: "Resolved",
};

export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_MAX_LENGTH = 5000;

const messageField = z
  .string()
  .trim()
  .min(1, { error: "Message is required", abort: true })
  .min(10, "Message must be at least 10 characters")
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`);

/** POST /api/support/contact */
export const contactSupportSchema = z.object({
  category: supportCategorySchema,
  subject: z
    .string()
    .trim()
    .min(1, { error: "Subject is required", abort: true })
    .min(3, "Subject must be at least 3 characters")
    .max(SUBJECT_MAX_LENGTH, `Subject must be at most ${SUBJECT_MAX_LENGTH} characters`),
  message: messageField,
});
export type ContactSupportInput = z.input<typeof contactSupportSchema>;

export const ticketReplySchema = z.object({ message: messageField });
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.enum(["user", "support"]),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  category: supportCategorySchema,
  subject: z.string(),
  status: ticketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  /** Who wrote last: support means the user has an answer to read. */
  lastAuthor: z.enum(["user", "support"]),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
  /** When support promises to answer by (created + 24 h) while no reply was sent yet. */
  respondBy: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const faqItemSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
