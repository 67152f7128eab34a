import { JobDescriptionsPage } from "@/features/job-descriptions/components/job-descriptions-page";

export default function JobDescriptionsRoute() {
  return <JobDescriptionsPage />;
}
