import {
  JobDescriptionCardSlot,
  JobDescriptionEditSlot,
  JobDescriptionsToolbarSlot,
} from "@/components/feature-slots";
import {
  ExportJobButton,
  ImportJobButton,
  ScorecardCriteriaEditor,
} from "@/features/collaboration/components/job-formats";
import { JobDescriptionsPage } from "@/features/job-descriptions/components/job-descriptions-page";

/** The job descriptions, with collaboration's JSON export/import and scorecard criteria. */
export default function JobDescriptionsRoute() {
  return (
    <JobDescriptionsToolbarSlot.Provider value={ImportJobButton}>
      <JobDescriptionCardSlot.Provider value={ExportJobButton}>
        <JobDescriptionEditSlot.Provider value={ScorecardCriteriaEditor}>
          <JobDescriptionsPage />
        </JobDescriptionEditSlot.Provider>
      </JobDescriptionCardSlot.Provider>
    </JobDescriptionsToolbarSlot.Provider>
  );
}
