import {
  type ContactSupportInput,
  contactSupportSchema,
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  SUPPORT_CATEGORY_LABELS,
  supportCategorySchema,
  type Ticket,
} from "@hirelens/contracts";
import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { isApiClientError } from "@/lib/api-client";
import { useContactSupport } from "../api/tickets";

const EMPTY: ContactSupportInput = { category: "general", subject: "", message: "" };

/** Category, subject and message: opens a ticket (spec §7 /support/contact). */
export function ContactForm({ onOpened }: { onOpened: (ticket: Ticket) => void }) {
  const contact = useContactSupport();
  const form = useSchemaForm(contactSupportSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: ContactSupportInput) {
    setFormError(null);
    try {
      const ticket = await contact.mutateAsync(values);
      form.reset(EMPTY);
      onOpened(ticket);
    } catch (error) {
      if (isApiClientError(error)) {
        for (const [key, messages] of Object.entries(error.errors ?? {})) {
          if (key in EMPTY && messages[0]) {
            form.setError(key as keyof ContactSupportInput, { message: messages[0] });
          }
        }
        setFormError(error.message);
      }
    }
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Contact support"
    >
      {formError ? (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {formError}
        </p>
      ) : null}
      <Select label="Category" {...form.register("category")}>
        {supportCategorySchema.options.map((category) => (
          <option key={category} value={category}>
            {SUPPORT_CATEGORY_LABELS[category]}
          </option>
        ))}
      </Select>
      <Input
        label="Subject"
        isRequired
        maxLength={SUBJECT_MAX_LENGTH}
        error={errors.subject?.message}
        {...form.register("subject")}
        placeholder="What is it about?"
      />
      <Textarea
        label="Message"
        isRequired
        rows={6}
        value={form.watch("message")}
        maxLength={MESSAGE_MAX_LENGTH}
        showCounter
        error={errors.message?.message}
        {...form.register("message")}
        placeholder="Tell us what happened, what you expected, and any batch or invoice number."
      />
      <div>
        <Button
          type="submit"
          isLoading={contact.isPending}
          loadingText="Sending..."
          leftIcon={<Send aria-hidden="true" className="size-4" />}
        >
          Send message
        </Button>
      </div>
    </Form>
  );
}
