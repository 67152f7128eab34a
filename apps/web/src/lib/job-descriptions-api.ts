import {
  type CreateJobDescriptionInput,
  JOB_DESCRIPTION_PATHS,
  type JobDescription,
  jobDescriptionSchema,
  type SkillSuggestion,
  skillSuggestionSchema,
} from "@hirelens/contracts";
import { type ApiClient, api } from "@/lib/api-client";
import { fetchPage, type Page, type PageQuery } from "@/lib/paginated-list";

// The job-description calls more than one feature makes (Job Descriptions, the analyzer's job
// picker, the JD creator's "save" and skills autocomplete). A feature may not import another feature, so they live here;
// each feature keeps its own hooks (query keys, toasts) around them.

/** POST /api/job-descriptions: the engine parses the requirements on save. */
export async function createJobDescription(
  input: CreateJobDescriptionInput,
  client: ApiClient = api,
): Promise<JobDescription> {
  return jobDescriptionSchema.parse(
    await client.post<unknown>(JOB_DESCRIPTION_PATHS.create, input),
  );
}

/** GET /api/job-descriptions?q=&page=&pageSize=: one page of the recruiter's jobs, newest first. */
export async function getJobDescriptions(
  query: PageQuery = {},
  client: ApiClient = api,
): Promise<Page<JobDescription>> {
  return fetchPage(client, JOB_DESCRIPTION_PATHS.list, query, jobDescriptionSchema);
}

/** GET /api/skills?q=: taxonomy autocomplete (canonical names, aliases resolved by the server). */
export async function searchSkills(q: string, client: ApiClient = api): Promise<SkillSuggestion[]> {
  const data = await client.get<unknown>(
    `${JOB_DESCRIPTION_PATHS.skills}?q=${encodeURIComponent(q)}&limit=8`,
    { toastOnError: false },
  );
  return skillSuggestionSchema.array().parse(data);
}

/** The suggestions in the shape of the chips input: `{ value: "PostgreSQL", hint: "database" }`. */
export async function loadSkillSuggestions(
  q: string,
  client: ApiClient = api,
): Promise<Array<{ value: string; hint: string }>> {
  const skills = await searchSkills(q, client);
  return skills.map((skill) => ({ value: skill.name, hint: skill.category }));
}
