import {
  formatRetentionPeriod,
  type RetentionSettings,
  type UpdateRetention,
  updateRetentionSchema,
} from "@hirelens/contracts";
import { Archive, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiClientError } from "@/lib/api-client";
import { useRetentionSettings, useUpdateRetentionSettings } from "../api/retention-settings";
import { SettingsSection } from "./settings-section";

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const update = useUpdateRetentionSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(updateRetentionSchema, {
    defaultValues: { retentionDays: settings.retentionDays },
  });
  const errors = form.formState.errors;
  const submit = (values: UpdateRetention) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: (saved) => form.reset({ retentionDays: saved.retentionDays }),
      onError: (error) =>
        setFailure(isApiClientError(error) ? error.message : "The period could not be saved."),
    });
  };
  const asNumber = { setValueAs: (value: string) => Number(value) };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {settings.isCustomAllowed ? (
        <Input
          label="Keep data for (days)"
          type="number"
          inputMode="numeric"
          min={settings.minDays}
          max={settings.maxDays}
          helperText={`Any period from ${settings.minDays} to ${settings.maxDays} days (Enterprise).`}
          error={errors.retentionDays?.message}
          containerClassName="w-full sm:w-64"
          {...form.register("retentionDays", asNumber)}
        />
      ) : (
        <Select
          label="Keep data for"
          containerClassName="w-full sm:w-64"
          helperText={
            <>
              Other periods come with{" "}
              <Link
                to={paths.pricing}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                Enterprise
              </Link>
              .
            </>
          }
          {...form.register("retentionDays", asNumber)}
        >
          {settings.options.map((days) => (
            <option key={days} value={days}>
              {formatRetentionPeriod(days)}
            </option>
          ))}
        </Select>
      )}
      <Button
        type="submit"
        size="md"
        isLoading={update.isPending}
        loadingText="Saving..."
        disabled={!form.formState.isDirty}
      >
        Save period
      </Button>
      {failure ? (
        <p role="alert" className="w-full text-sm font-medium text-rose-700 dark:text-rose-400">
          {failure}
        </p>
      ) : null}
    </Form>
  );
}

/** Settings › Data retention (issue 13): the account's period and the analyses on legal hold. */
export function RetentionCard() {
  const settings = useRetentionSettings();
  return (
    <SettingsSection
      id="retention"
      icon={Archive}
      title="Data retention"
      description="How long HireLens keeps resumes, uploaded files and analysis results. Every night, whatever is older is deleted, except analyses on legal hold."
    >
      {settings.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading...
        </p>
      ) : settings.data ? (
        <div className="space-y-5">
          <RetentionForm key={settings.data.retentionDays} settings={settings.data} />
          <div>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">On legal hold</h3>
            {settings.data.heldBatches.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                No analysis is on legal hold. Put one on hold from{" "}
                <Link
                  to={paths.resumeHistory}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  Resume history
                </Link>{" "}
                to keep it past the retention period.
              </p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {settings.data.heldBatches.map((batch) => (
                  <li key={batch.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                    <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
                    <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-200">
                      {batch.name}
                    </span>
                    <span className="shrink-0 text-xs text-slate-500">
                      since {new Date(batch.legalHoldAt).toLocaleDateString()}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : (
        <p role="alert" className="text-sm text-rose-700">
          The retention settings could not be loaded.
        </p>
      )}
    </SettingsSection>
  );
}
