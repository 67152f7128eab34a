import { CreditsPage } from "@/features/credits/components/credits-page";

export default function CreditsRoute() {
  return <CreditsPage />;
}
