import type {
  AdminOutboxMessage,
  AdminTicket,
  AdminUser,
  AdminWaitlistEntry,
  PlanKey,
} from "@hirelens/contracts";
import { toCsv } from "../../lib/csv.ts";
import type { ServiceContext } from "../../service-context.ts";
import { listAllTickets, listMessages } from "../support/support.repository.ts";
import { toTicketSummary } from "../support/support.service.ts";
import { countOverview, listOutbox, listUsers, listWaitlist } from "./admin.repository.ts";

export interface PageInput {
  q?: string;
  page: number;
  pageSize: number;
}

const window = (input: PageInput) => ({
  q: input.q || undefined,
  limit: input.pageSize,
  offset: (input.page - 1) * input.pageSize,
});

/** The counts on the admin overview. */
export function getOverview(ctx: Pick<ServiceContext, "db">) {
  return countOverview(ctx.db);
}

export async function getWaitlist(ctx: Pick<ServiceContext, "db">, input: PageInput) {
  const { rows, total } = await listWaitlist(ctx.db, window(input));
  const items: AdminWaitlistEntry[] = rows.map(({ entry, hasRegistered }) => ({
    id: entry.id,
    position: entry.position,
    name: entry.name,
    email: entry.email,
    role: entry.role,
    company: entry.company,
    isEligibleForFreePro: entry.isEligibleForFreePro,
    hasRegistered: Boolean(hasRegistered),
    createdAt: entry.createdAt.toISOString(),
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** The whole (searched) waitlist as CSV, for spreadsheets and mail tools. */
export async function exportWaitlistCsv(
  ctx: Pick<ServiceContext, "db">,
  input: { q?: string },
): Promise<string> {
  const { rows } = await listWaitlist(ctx.db, {
    q: input.q || undefined,
    limit: 100_000,
    offset: 0,
  });
  return toCsv(
    ["position", "name", "email", "role", "company", "free_pro_month", "registered", "joined_at"],
    rows.map(({ entry, hasRegistered }) => [
      entry.position,
      entry.name,
      entry.email,
      entry.role,
      entry.company ?? "",
      entry.isEligibleForFreePro ? "yes" : "no",
      hasRegistered ? "yes" : "no",
      entry.createdAt.toISOString(),
    ]),
  );
}

export async function getUsers(ctx: Pick<ServiceContext, "db">, input: PageInput) {
  const { rows, total } = await listUsers(ctx.db, window(input));
  const items: AdminUser[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    plan: (["free", "pro", "enterprise"].includes(row.plan) ? row.plan : "free") as PlanKey,
    isTrial: Boolean(row.isTrial),
    credits: Number(row.credits),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export async function getTickets(
  ctx: Pick<ServiceContext, "db">,
  input: PageInput & { status?: string },
) {
  const { rows, total } = await listAllTickets(ctx.db, { ...window(input), status: input.status });
  const messages = await listMessages(
    ctx.db,
    rows.map((row) => row.ticket.id),
  );
  const items: AdminTicket[] = rows.map((row) => ({
    ...toTicketSummary(row.ticket, messages),
    userId: row.ticket.userId,
    userName: row.userName,
    userEmail: row.userEmail,
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export async function getOutbox(ctx: Pick<ServiceContext, "db">, input: PageInput) {
  const { rows, total } = await listOutbox(ctx.db, window(input));
  const items: AdminOutboxMessage[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}
