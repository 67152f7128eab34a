import {
  WAITLIST_FREE_PRO_SLOTS,
  WAITLIST_MESSAGES,
  type WaitlistJoin,
  type WaitlistJoined,
} from "@hirelens/contracts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  insertWaitlistEntries,
  type NewWaitlistEntry,
  type WaitlistEntry,
} from "./waitlist.repository.ts";

/** The most sign-ups written in one transaction. */
const MAX_GROUP = 200;

interface Pending {
  entry: NewWaitlistEntry;
  resolve: (row: WaitlistEntry | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes sign-ups in groups: the first one goes to the database at once, and the ones that
 * arrive while it is being written go together in the next transaction. Positions stay dense
 * (one lock per transaction, not per sign-up), and a burst costs a few transactions instead of
 * one each. `await writer.add(entry)` -> the stored row, or null for a duplicate e-mail.
 */
export class WaitlistWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  add(entry: NewWaitlistEntry): Promise<WaitlistEntry | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, MAX_GROUP);
      try {
        const rows = await insertWaitlistEntries(
          this.db,
          group.map((p) => p.entry),
          WAITLIST_FREE_PRO_SLOTS,
        );
        for (const [i, p] of group.entries()) p.resolve(rows[i] ?? null);
      } catch (error) {
        for (const p of group) p.reject(error);
      }
    }
    this.writing = false;
  }
}

/** One writer per database handle, so every sign-up of this process joins the same groups. */
const writers = new WeakMap<Database, WaitlistWriter>();

function writerFor(db: Database): WaitlistWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new WaitlistWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/** Adds a person to the waitlist; a second sign-up with the same e-mail is a CONFLICT. */
export async function joinWaitlist(
  ctx: Pick<ServiceContext, "db">,
  input: WaitlistJoin,
): Promise<WaitlistJoined> {
  const entry = await writerFor(ctx.db).add({
    name: input.name,
    email: input.email,
    role: input.role,
    company: input.company,
  });
  if (!entry) throw new AppError("CONFLICT", WAITLIST_MESSAGES.duplicate);
  return { message: WAITLIST_MESSAGES.joined, position: entry.position };
}
