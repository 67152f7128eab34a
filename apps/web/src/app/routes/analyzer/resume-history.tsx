import { HistoryPage } from "@/features/history/components/history-page";

export default function ResumeHistoryRoute() {
  return <HistoryPage />;
}
