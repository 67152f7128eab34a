import { ERROR_MESSAGES } from "@hirelens/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import { findUnsafeTextPaths, UNSAFE_TEXT_MESSAGE } from "../lib/request-strings.ts";

/**
 * Refuses, with a 422 naming the fields, any request whose body, query or path parameters carry a
 * NUL character (PostgreSQL refuses it: a 500) or a lone surrogate (stored as U+FFFD: silently
 * altered data). One hook for every route, run after authentication and before validation.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      const paths = [
        ...findUnsafeTextPaths(request.params),
        ...findUnsafeTextPaths(request.query),
        ...findUnsafeTextPaths(request.body),
      ];
      if (paths.length === 0) return;
      const errors: Record<string, string[]> = {};
      for (const path of paths) errors[path] = [UNSAFE_TEXT_MESSAGE];
      throw new AppError("VALIDATION", ERROR_MESSAGES.validation, { errors });
    });
  },
  { name: "input-guard" },
);
