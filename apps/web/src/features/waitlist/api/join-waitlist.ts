import type { WaitlistJoin, WaitlistJoined } from "@hirelens/contracts/waitlist";
import { type ApiClient, api } from "@/lib/api-client";

/**
 * POST /waitlist. `company` is left out when empty (spec §3); errors are shown inline, not as
 * toasts. No TanStack Query hook: the landing page's form calls it from a chunk it loads on
 * first use (decision 159).
 */
export function joinWaitlist(
  input: WaitlistJoin,
  client: ApiClient = api,
): Promise<WaitlistJoined> {
  const body: { name: string; email: string; role: string; company?: string } = {
    name: input.name,
    email: input.email,
    role: input.role,
  };
  if (input.company) body.company = input.company;
  return client.post<WaitlistJoined>("/waitlist", body, { toastOnError: false });
}
