import { ResumeHistoryPage } from "@/features/resume-history/components/resume-history-page";

export default function ResumeHistoryRoute() {
  return <ResumeHistoryPage />;
}
