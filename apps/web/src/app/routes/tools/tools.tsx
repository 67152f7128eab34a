import { ToolsPage } from "@/features/tools/components/tools-page";

export default function ToolsRoute() {
  return <ToolsPage />;
}
