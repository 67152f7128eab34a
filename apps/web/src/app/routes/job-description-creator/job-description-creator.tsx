import { JobDescriptionCreatorPage } from "@/features/job-description-creator/components/job-description-creator-page";

export default function JobDescriptionCreatorRoute() {
  return <JobDescriptionCreatorPage />;
}
