import { PageHeader } from "@/components/ui/page-header";
import { authStore } from "@/features/auth/stores/auth-store";
import { ProfileForm } from "@/features/profile/components/profile-form";

export default function ProfilePage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="Profile" description="How you appear in HireLens and on shared reports." />
      <ProfileForm
        onProfileChanged={() =>
          void authStore
            .getState()
            .reloadUser()
            .catch(() => {})
        }
      />
    </div>
  );
}
