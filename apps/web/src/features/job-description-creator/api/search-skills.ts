import { JOB_DESCRIPTION_PATHS, skillSuggestionSchema } from "@hirelens/contracts";
import type { ChipSuggestion } from "@/components/ui/chips-input";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/skills?q=: taxonomy autocomplete, in the shape of the chips input. */
export async function loadSkillSuggestions(
  q: string,
  client: ApiClient = api,
): Promise<ChipSuggestion[]> {
  const data = await client.get<unknown>(
    `${JOB_DESCRIPTION_PATHS.skills}?q=${encodeURIComponent(q)}&limit=8`,
    {
      toastOnError: false,
    },
  );
  return skillSuggestionSchema
    .array()
    .parse(data)
    .map((skill) => ({ value: skill.name, hint: skill.category }));
}
