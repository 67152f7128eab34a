import type { FastifyInstance } from "fastify";
import { analyzeResumeJob } from "../../jobs/analyze-resume.job.ts";
import { AppError } from "../../lib/app-error.ts";
import { StripeApiError } from "../billing/providers/stripe-client.ts";
import type { AccountCleanup, UserFileStore } from "./users.service.ts";

/** The shared file storage of other features, when registered (uploads of resumes, ...). */
function fileStoreOf(app: FastifyInstance): UserFileStore | undefined {
  const candidate = (app as unknown as { storage?: Partial<UserFileStore> }).storage;
  return typeof candidate?.deletePrefix === "function" ? (candidate as UserFileStore) : undefined;
}

const QUEUE_DELETE_CHUNK = 500;

/** The app's stores beyond the database that hold something of a user, for account deletion. */
export function accountCleanupOf(app: FastifyInstance): AccountCleanup {
  const stripe = app.hasDecorator("billing") ? app.billing.stripe : null;
  const boss = app.hasDecorator("queue") ? app.queue.boss : null;
  return {
    files: fileStoreOf(app),
    deleteQueueJobs: boss
      ? async (ids) => {
          for (let start = 0; start < ids.length; start += QUEUE_DELETE_CHUNK) {
            await boss.deleteJob(
              analyzeResumeJob.name,
              ids.slice(start, start + QUEUE_DELETE_CHUNK),
            );
          }
        }
      : undefined,
    deletePaymentCustomer: stripe
      ? async (customerId) => {
          try {
            await stripe.deleteCustomer(customerId);
          } catch (error) {
            // Already gone at Stripe is what we want; anything else keeps the account for a retry.
            if (error instanceof StripeApiError && error.status === 404) return;
            app.log.error({ err: error }, "could not delete the Stripe customer");
            throw new AppError("UNAVAILABLE");
          }
        }
      : undefined,
  };
}
