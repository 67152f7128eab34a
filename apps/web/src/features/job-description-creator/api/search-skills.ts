// Skills autocomplete is shared with another feature: the call lives in lib/.
export { loadSkillSuggestions } from "@/lib/job-descriptions-api";
