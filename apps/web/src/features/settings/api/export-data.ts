import type { UserExport } from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/user/export: everything HireLens holds about the user. */
export function exportMyData(client: ApiClient = api): Promise<UserExport> {
  return client.get<UserExport>("/user/export");
}
