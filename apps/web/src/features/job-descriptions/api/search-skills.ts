import {
  JOB_DESCRIPTION_PATHS,
  type SkillSuggestion,
  skillSuggestionSchema,
} from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";

/** GET /api/skills?q=: taxonomy autocomplete (canonical names, aliases resolved by the server). */
export async function searchSkills(q: string, client: ApiClient = api): Promise<SkillSuggestion[]> {
  const data = await client.get<unknown>(
    `${JOB_DESCRIPTION_PATHS.skills}?q=${encodeURIComponent(q)}&limit=8`,
    { toastOnError: false },
  );
  return skillSuggestionSchema.array().parse(data);
}

/** The suggestions in the shape of the chips input. */
export async function loadSkillSuggestions(q: string) {
  const skills = await searchSkills(q);
  return skills.map((skill) => ({ value: skill.name, hint: skill.category }));
}
