import {
  apiErrorSchema,
  billingActionResultSchema,
  billingPlansSchema,
  CREDIT_PACKS,
  cardInputSchema,
  checkoutResultSchema,
  invoiceSchema,
  PLANS,
  paymentMethodSchema,
  subscribeSchema,
  subscriptionSchema,
  type WorkspaceRole,
} from "@hirelens/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { contentDisposition, DOCUMENT_SECURITY_HEADERS } from "../../lib/display-text.ts";
import { dataOf, ok } from "../../lib/http.ts";
import { requireWorkspace } from "../../plugins/workspace.ts";
import {
  addPaymentMethod,
  cancelSubscription,
  getInvoicePdf,
  getInvoices,
  getPaymentMethods,
  getSubscription,
  openBillingPortal,
  removePaymentMethod,
  resumeSubscription,
  setDefaultPaymentMethod,
  subscribe,
} from "./billing.service.ts";
import { handleStripeWebhook } from "./billing.webhooks.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const idParams = z.object({ id: z.string() });

/**
 * The request's workspace, whose plan and billing these are (decision 197). Billing changes and
 * the billing records are the workspace owner's (others 403); every member may read the plan.
 */
async function billingAccount(request: FastifyRequest, minimum: WorkspaceRole): Promise<string> {
  return (await requireWorkspace(request, minimum)).id;
}

/** Spec §7 billing paths: /billing/plans, /subscribe, /cancel, /invoices, /payment-methods. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const returnUrl = `${app.env.APP_URL}/billing`;
  const stripeCancel = app.billing.stripe
    ? {
        cancel: async (id: string, atEnd: boolean) => {
          await app.billing.stripe!.setCancelAtPeriodEnd(id, atEnd);
        },
      }
    : undefined;

  app.get(
    "/billing/plans",
    {
      schema: {
        tags: ["billing"],
        summary: "Plans, credit packs and the active payment provider",
        response: { 200: dataOf(billingPlansSchema) },
      },
    },
    async () =>
      ok({ plans: [...PLANS], packs: [...CREDIT_PACKS], provider: app.billing.provider.id }),
  );

  app.register(async (scope) => {
    const auth = scope.withTypeProvider<ZodTypeProvider>();
    auth.addHook("onRequest", app.authenticate);

    auth.get(
      "/billing/subscription",
      {
        schema: {
          tags: ["billing"],
          summary: "The current plan, its period and renewal",
          response: { 200: dataOf(subscriptionSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await getSubscription(app.services, {
            workspaceId: await billingAccount(request, "viewer"),
          }),
        ),
    );

    auth.post(
      "/billing/subscribe",
      {
        schema: {
          tags: ["billing"],
          summary: "Subscribe, upgrade or downgrade (free = cancel at period end)",
          body: subscribeSchema,
          response: { 200: dataOf(billingActionResultSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await subscribe(app.services, {
            workspaceId: await billingAccount(request, "owner"),
            plan: request.body.plan,
            paymentMethodId: request.body.paymentMethodId,
            card: request.body.card,
            returnUrl,
          }),
        ),
    );

    auth.post(
      "/billing/cancel",
      {
        schema: {
          tags: ["billing"],
          summary: "Cancel at the end of the current period",
          response: { 200: dataOf(billingActionResultSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await cancelSubscription(app.services, {
            workspaceId: await billingAccount(request, "owner"),
            stripe: stripeCancel,
          }),
        ),
    );

    auth.post(
      "/billing/resume",
      {
        schema: {
          tags: ["billing"],
          summary: "Undo a cancellation before the period ends",
          response: { 200: dataOf(billingActionResultSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await resumeSubscription(app.services, {
            workspaceId: await billingAccount(request, "owner"),
            stripe: stripeCancel,
          }),
        ),
    );

    auth.post(
      "/billing/portal",
      {
        schema: {
          tags: ["billing"],
          summary: "A Stripe customer-portal session (Stripe provider only)",
          response: { 200: dataOf(checkoutResultSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await openBillingPortal(app.services, {
            workspaceId: await billingAccount(request, "owner"),
            returnUrl,
          }),
        ),
    );

    auth.get(
      "/billing/payment-methods",
      {
        schema: {
          tags: ["billing"],
          summary: "Saved cards (brand, last 4, expiry)",
          response: { 200: dataOf(z.array(paymentMethodSchema)), ...errors },
        },
      },
      async (request) =>
        ok(
          await getPaymentMethods(app.services, {
            workspaceId: await billingAccount(request, "owner"),
          }),
        ),
    );

    auth.post(
      "/billing/payment-methods",
      {
        schema: {
          tags: ["billing"],
          summary: "Add a card (sandbox provider)",
          body: z.object({ card: cardInputSchema, makeDefault: z.boolean().optional() }),
          response: { 201: dataOf(paymentMethodSchema), ...errors },
        },
      },
      async (request, reply) => {
        const method = await addPaymentMethod(app.services, {
          workspaceId: await billingAccount(request, "owner"),
          card: request.body.card,
          makeDefault: request.body.makeDefault,
        });
        return reply.code(201).send(ok(method));
      },
    );

    auth.post(
      "/billing/payment-methods/:id/default",
      {
        schema: {
          tags: ["billing"],
          summary: "Make a card the default",
          params: idParams,
          response: { 200: dataOf(z.array(paymentMethodSchema)), ...errors },
        },
      },
      async (request) =>
        ok(
          await setDefaultPaymentMethod(app.services, {
            workspaceId: await billingAccount(request, "owner"),
            id: request.params.id,
          }),
        ),
    );

    auth.delete(
      "/billing/payment-methods/:id",
      {
        schema: {
          tags: ["billing"],
          summary: "Remove a card",
          params: idParams,
          response: { 200: dataOf(z.array(paymentMethodSchema)), ...errors },
        },
      },
      async (request) =>
        ok(
          await removePaymentMethod(app.services, {
            workspaceId: await billingAccount(request, "owner"),
            id: request.params.id,
          }),
        ),
    );

    auth.get(
      "/billing/invoices",
      {
        schema: {
          tags: ["billing"],
          summary: "Invoices, newest first",
          response: { 200: dataOf(z.array(invoiceSchema)), ...errors },
        },
      },
      async (request) =>
        ok(
          await getInvoices(app.services, { workspaceId: await billingAccount(request, "owner") }),
        ),
    );

    auth.get(
      "/billing/invoices/:id/pdf",
      {
        schema: {
          tags: ["billing"],
          summary: "Download an invoice as PDF",
          params: idParams,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const { filename, pdf } = await getInvoicePdf(app.services, {
          workspaceId: await billingAccount(request, "owner"),
          id: request.params.id,
        });
        return reply
          .headers(DOCUMENT_SECURITY_HEADERS)
          .type("application/pdf")
          .header("content-disposition", contentDisposition("attachment", filename))
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );
  });

  // Stripe signs the exact bytes it sent: this scope keeps the body as a string.
  app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      "/billing/webhook",
      {
        schema: {
          tags: ["billing"],
          summary: "Stripe webhook (Stripe-Signature verified, applied once per event id)",
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        if (!app.billing.stripe) throw new AppError("NOT_FOUND");
        const signature = request.headers["stripe-signature"];
        return handleStripeWebhook(
          { ...app.services, stripe: app.billing.stripe, log: request.log },
          {
            rawBody: typeof request.body === "string" ? request.body : "",
            signature: Array.isArray(signature) ? signature[0] : signature,
          },
        );
      },
    );
  });
};
