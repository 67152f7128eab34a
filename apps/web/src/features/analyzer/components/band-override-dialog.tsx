import {
  bandOverrideRequestSchema,
  type CandidateDetail,
  type FitBandView,
  fitBandIdSchema,
  OVERRIDE_REASON_MAX,
} from "@hirelens/contracts";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useOverrideBand } from "../api/override-band";

/** The contract's request, with "suggested" for "remove the override" (a select has no null). */
const overrideFormSchema = bandOverrideRequestSchema.extend({
  band: z.enum([...fitBandIdSchema.options, "suggested"]),
});
type OverrideForm = z.input<typeof overrideFormSchema>;

/**
 * A reviewer's band in place of the suggested one, with a reason (3 to 500 characters); the score
 * stays the engine's. Both go to the decision log.
 */
export function BandOverrideDialog({
  detail,
  bands,
  batchId,
  isOpen,
  onClose,
}: {
  detail: CandidateDetail;
  bands: readonly FitBandView[];
  batchId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const override = useOverrideBand(batchId, detail.id);
  const current = detail.bandOverride ?? null;
  const form = useSchemaForm(overrideFormSchema, {
    defaultValues: { band: current?.band.id ?? detail.band?.id ?? "strong", reason: "" },
  });
  const suggested = current ? current.suggestedBand : detail.band;
  async function submit(values: z.output<typeof overrideFormSchema>) {
    await override.mutateAsync({
      band: values.band === "suggested" ? null : values.band,
      reason: values.reason,
    });
    form.reset({ band: values.band, reason: "" } satisfies OverrideForm);
    onClose();
  }
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Override the band" className="max-w-lg">
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4 px-4 py-4 md:px-6">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The engine suggests <strong>{suggested?.label ?? "no band"}</strong>
          {detail.score !== null ? ` (score ${detail.score.toFixed(1)})` : ""}. Your band is shown
          in the table, the drawer and every export with your name and reason; the score and its
          ranking stay as the engine computed them.
        </p>
        <Select label="Band" {...form.register("band")}>
          {bands.map((band) => (
            <option key={band.id} value={band.id}>
              {band.label}
            </option>
          ))}
          {current ? (
            <option value="suggested">Remove my override (back to suggested)</option>
          ) : null}
        </Select>
        <Textarea
          label="Reason"
          isRequired
          rows={4}
          maxLength={OVERRIDE_REASON_MAX}
          showCounter
          helperText="Required, 3 to 500 characters. Kept in the decision log."
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={override.isPending} loadingText="Saving...">
            Save override
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
