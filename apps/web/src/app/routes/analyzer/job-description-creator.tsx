import { JdCreatorPage } from "@/features/jd-creator/components/jd-creator-page";

export default function JobDescriptionCreatorRoute() {
  return <JdCreatorPage />;
}
