import { PageHeader } from "@/components/ui/page-header";
import { ToolsList } from "./tools-list";

/** /tools and /tools-listing: the recruiting tools that come with the account. */
export function ToolsPage() {
  return (
    <>
      <PageHeader title="Tools" description="Recruiting tools included with your account." />
      <ToolsList />
    </>
  );
}
