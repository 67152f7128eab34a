import {
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferences,
  PREFERENCES_MESSAGES,
} from "@hirelens/contracts";
import clsx from "clsx";
import { Bell, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notifications/notifications-store";
import { useEmailPreferences, useUpdateEmailPreferences } from "../api/email-preferences";
import { SettingsSection } from "./settings-section";

function Switch({
  label,
  isChecked,
  isDisabled,
  onChange,
}: {
  label: string;
  isChecked: boolean;
  isDisabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-2">
      <span className="text-sm text-slate-800 dark:text-slate-200">{label}</span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={isChecked}
        className="peer sr-only"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className={clsx(
          "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
          isChecked ? "bg-brand-600 dark:bg-brand-500" : "bg-slate-300 dark:bg-slate-700",
        )}
      >
        <span
          className={clsx(
            "absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform",
            isChecked && "translate-x-5",
          )}
        />
      </span>
    </label>
  );
}

export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const keys = Object.keys(EMAIL_PREFERENCE_LABELS) as (keyof EmailPreferences)[];

  return (
    <SettingsSection
      id="email-preferences"
      icon={Bell}
      title="Email preferences"
      description="Choose what we email you about. Security emails (sign-in codes, password resets) are always sent."
    >
      {preferences.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading email preferences…
          </span>
          {keys.map((key) => (
            <div
              key={key}
              className="h-8 animate-pulse rounded-lg bg-slate-200/70 dark:bg-slate-800"
            />
          ))}
        </div>
      ) : preferences.isError || !preferences.data ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 text-sm text-rose-700 dark:text-rose-300"
        >
          Your email preferences could not be loaded.
          <Button
            size="sm"
            variant="outline"
            leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => preferences.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">Email me about</legend>
          <div className="divide-y divide-slate-100 dark:divide-slate-800">
            {keys.map((key) => (
              <Switch
                key={key}
                label={EMAIL_PREFERENCE_LABELS[key]}
                isChecked={preferences.data[key]}
                onChange={(value) =>
                  update.mutate(
                    { [key]: value },
                    {
                      onSuccess: () => notify.success(PREFERENCES_MESSAGES.saved),
                      onError: () => notify.error(PREFERENCES_MESSAGES.saveFailed),
                    },
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </SettingsSection>
  );
}
