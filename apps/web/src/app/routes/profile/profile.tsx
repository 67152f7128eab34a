import { PageHeader } from "@/components/ui/page-header";
import { authStore } from "@/features/auth/stores/auth-store";
import { HiringAnswersCard } from "@/features/onboarding/components/hiring-answers-card";
import { useProfile } from "@/features/profile/api/get-profile";
import { ProfileForm } from "@/features/profile/components/profile-form";

export default function ProfilePage() {
  const profileQuery = useProfile();
  const reloadUser = () =>
    void authStore
      .getState()
      .reloadUser()
      .catch(() => {});
  return (
    <div className="max-w-3xl">
      <PageHeader title="Profile" description="How you appear in HireLens and on shared reports." />
      <ProfileForm onProfileChanged={reloadUser} />
      {/* The onboarding page promises the answers can be changed here later. */}
      {profileQuery.data ? (
        <div className="mt-8">
          <HiringAnswersCard
            profile={profileQuery.data}
            onSaved={async () => {
              await profileQuery.refetch();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
