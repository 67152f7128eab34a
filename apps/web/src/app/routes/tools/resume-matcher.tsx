import { ResumeMatcherPage } from "@/features/tools/components/resume-matcher-page";

export default function ResumeMatcherRoute() {
  return <ResumeMatcherPage />;
}
