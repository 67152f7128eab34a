import {
  WAITLIST_FREE_PRO_SLOTS,
  WAITLIST_MESSAGES,
  type WaitlistJoin,
  type WaitlistJoined,
} from "@hirelens/contracts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { insertWaitlistEntry } from "./waitlist.repository.ts";

/** Adds a person to the waitlist; a second sign-up with the same e-mail is a CONFLICT. */
export async function joinWaitlist(options: {
  db: Database;
  input: WaitlistJoin;
}): Promise<WaitlistJoined> {
  const { db, input } = options;
  const entry = await insertWaitlistEntry(db, {
    name: input.name,
    email: input.email,
    role: input.role,
    company: input.company,
    freeProSlots: WAITLIST_FREE_PRO_SLOTS,
  });
  if (!entry) throw new AppError("CONFLICT", WAITLIST_MESSAGES.duplicate);
  return { message: WAITLIST_MESSAGES.joined, position: entry.position };
}
