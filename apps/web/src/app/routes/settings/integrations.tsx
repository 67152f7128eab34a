import { IntegrationsPage } from "@/features/integrations/components/integrations-page";

export default function IntegrationsRoute() {
  return <IntegrationsPage />;
}
