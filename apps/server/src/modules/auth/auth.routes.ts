import {
  AUTH_ERROR_CODES,
  changePasswordSchema,
  ERROR_MESSAGES,
  emailOnlySchema,
  emailOtpVerifySchema,
  mailSentResponseSchema,
  messageResponseSchema,
  mfaConfirmSchema,
  mfaEnrollmentSchema,
  mfaVerifySchema,
  passwordOnlySchema,
  resetPasswordSchema,
  rotatedSessionResponseSchema,
  sessionSchema,
  signinResponseSchema,
  signinSchema,
  signupResponseSchema,
  signupSchema,
  userSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from "@hirelens/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { allowEmptyJsonBodies, dataOf, errorResponses, ok } from "../../lib/http.ts";
import { requireSession } from "../../plugins/auth.ts";
import { applyWaitlistOfferOnVerification } from "../billing/billing.service.ts";
import {
  changePassword,
  completeGoogleSignIn,
  confirmMfa,
  currentUser,
  disableMfa,
  enableMfa,
  forgotPassword,
  refreshSession,
  resendVerification,
  resetPassword,
  sendSignInCode,
  signIn,
  signInWithCode,
  signOut,
  signUp,
  startGoogleSignIn,
  verifyEmail,
  verifyMfa,
} from "./auth.service.ts";
import { callerOf } from "./http.ts";

const tags = ["auth"];
const FORGOT_PASSWORD_RATE_LIMIT = {
  max: 10,
  timeWindow: 15 * 60 * 1000,
  // An AppError, so the error handler answers it with the envelope and Retry-After.
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
    new AppError(AUTH_ERROR_CODES.tooManyRequests, ERROR_MESSAGES.tooManyRequests, {
      status: 429,
      retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
    }),
};

/** The spec's §7 auth surface under /api/auth (better-auth does the work behind it). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBodies(app);

  app.post(
    "/auth/signup",
    {
      schema: {
        tags,
        summary: "Create an account (sends the verification mail; does not sign in)",
        body: signupSchema,
        response: { 201: dataOf(signupResponseSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await signUp(app.services, { caller: callerOf(request), input: request.body });
      return reply.code(201).send(ok(data));
    },
  );

  app.post(
    "/auth/signin",
    {
      schema: {
        tags,
        summary: "Sign in with e-mail and password (a session, or an MFA challenge)",
        body: signinSchema,
        response: { 200: dataOf(signinResponseSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await signIn(app.services, { caller: callerOf(request), input: request.body })),
  );

  app.post(
    "/auth/mfa/verify",
    {
      schema: {
        tags,
        summary: "Answer a sign-in MFA challenge with a TOTP or recovery code",
        body: mfaVerifySchema,
        response: { 200: dataOf(sessionSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await verifyMfa(app.services, { caller: callerOf(request), input: request.body })),
  );

  app.post(
    "/auth/signout",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "End the current session",
        response: { 200: dataOf(messageResponseSchema), ...errorResponses },
      },
    },
    async (request) => ok(await signOut(app.services, { caller: callerOf(request) })),
  );

  app.get(
    "/auth/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user",
        response: { 200: dataOf(userSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await currentUser(app.services, { userId: requireSession(request).user.id })),
  );

  app.get(
    "/auth/supabaseId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The signed-in user by identity id (spec §7 'user by identity-provider id'); 404 for any other id",
        querystring: z.object({ id: z.string().min(1) }),
        response: { 200: dataOf(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      if (request.query.id !== userId) throw new AppError("NOT_FOUND");
      return ok(await currentUser(app.services, { userId }));
    },
  );

  app.post(
    "/auth/refresh",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Replace the current session with a fresh one (new token and expiry)",
        response: { 200: dataOf(sessionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user, session } = requireSession(request);
      return ok(await refreshSession(app.services, { userId: user.id, token: session.token }));
    },
  );

  app.post(
    "/auth/verify-email",
    {
      schema: {
        tags,
        summary: "Verify an e-mail address with the mailed token (410 expired, 409 already used)",
        body: verifyEmailSchema,
        response: { 200: dataOf(verifyEmailResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const verified = await verifyEmail(app.services, { token: request.body.token });
      await applyWaitlistOfferOnVerification(app.services, { email: verified.email });
      return ok(verified);
    },
  );

  app.post(
    "/auth/resend-verification",
    {
      schema: {
        tags,
        summary: "Send a new verification link (60 s cooldown: 429 with retryAfterSeconds)",
        body: emailOnlySchema,
        response: { 200: dataOf(mailSentResponseSchema), ...errorResponses },
      },
    },
    async (request) => ok(await resendVerification(app.services, { email: request.body.email })),
  );

  app.post(
    "/auth/forgot-password",
    {
      // Per client, on top of the per-address cooldown: one client cannot mail a list of victims.
      config: { rateLimit: FORGOT_PASSWORD_RATE_LIMIT },
      schema: {
        tags,
        summary: "Mail a reset link (the same answer whether or not the e-mail has an account)",
        body: emailOnlySchema,
        response: { 200: dataOf(messageResponseSchema), ...errorResponses },
      },
    },
    async (request) => ok(await forgotPassword(app.services, { email: request.body.email })),
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with the mailed token; every session ends",
        body: resetPasswordSchema,
        response: { 200: dataOf(messageResponseSchema), ...errorResponses },
      },
    },
    async (request) => ok(await resetPassword(app.services, { input: request.body })),
  );

  for (const url of ["/auth/change-password", "/user/change-password"]) {
    app.post(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "Change the password (other sessions end by default; answers the new token)",
          body: changePasswordSchema,
          response: { 200: dataOf(rotatedSessionResponseSchema), ...errorResponses },
        },
      },
      async (request) => {
        const { user, session } = requireSession(request);
        return ok(
          await changePassword(app.services, {
            caller: callerOf(request),
            userId: user.id,
            token: session.token,
            input: request.body,
          }),
        );
      },
    );
  }

  app.post(
    "/auth/email-otp/send",
    {
      schema: {
        tags,
        summary: "Mail a one-time sign-in code (60 s cooldown)",
        body: emailOnlySchema,
        response: { 200: dataOf(mailSentResponseSchema), ...errorResponses },
      },
    },
    async (request) => ok(await sendSignInCode(app.services, { email: request.body.email })),
  );

  app.post(
    "/auth/email-otp/verify",
    {
      schema: {
        tags,
        summary: "Sign in with the mailed one-time code (a session, or an MFA challenge)",
        body: emailOtpVerifySchema,
        response: { 200: dataOf(signinResponseSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await signInWithCode(app.services, { caller: callerOf(request), input: request.body })),
  );

  app.post(
    "/auth/mfa/enable",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Start TOTP enrolment: otpauth URI (for a QR code) and recovery codes",
        body: passwordOnlySchema,
        response: { 200: dataOf(mfaEnrollmentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await enableMfa(app.services, {
          caller: callerOf(request),
          password: request.body.password,
        }),
      ),
  );

  app.post(
    "/auth/mfa/confirm",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Turn MFA on with the first code of the authenticator app",
        body: mfaConfirmSchema,
        response: { 200: dataOf(rotatedSessionResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user, session } = requireSession(request);
      return ok(
        await confirmMfa(app.services, {
          caller: callerOf(request),
          userId: user.id,
          token: session.token,
          code: request.body.code,
        }),
      );
    },
  );

  app.post(
    "/auth/mfa/disable",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Turn MFA off (password required)",
        body: passwordOnlySchema,
        response: { 200: dataOf(rotatedSessionResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user, session } = requireSession(request);
      return ok(
        await disableMfa(app.services, {
          caller: callerOf(request),
          userId: user.id,
          token: session.token,
          password: request.body.password,
        }),
      );
    },
  );

  app.get(
    "/auth/google",
    { schema: { tags, summary: "Start Google sign-in (302 to Google; 404 when not configured)" } },
    async (_request, reply) => {
      const { url, cookies } = await startGoogleSignIn(app.services);
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    "/auth/google/complete",
    { schema: { tags, summary: "End Google sign-in: 302 to /auth/callback#token=..." } },
    async (request, reply) => {
      const { location, clearCookie } = await completeGoogleSignIn(app.services, {
        cookie: request.headers.cookie,
      });
      reply.header("set-cookie", clearCookie);
      reply.header("cache-control", "no-store");
      return reply.redirect(location, 302);
    },
  );
};
