import {
  type ContactSupportInput,
  contactSupportSchema,
  MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  SUPPORT_CATEGORY_LABELS,
  type SupportCategory,
  supportCategorySchema,
  type Ticket,
} from "@hirelens/contracts";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { isApiClientError } from "@/lib/api-client";
import { useContactSupport } from "../api/tickets";

type Errors = Partial<Record<keyof ContactSupportInput, string>>;
const EMPTY: ContactSupportInput = { category: "general", subject: "", message: "" };

/** Category, subject and message: opens a ticket (spec §7 /support/contact). */
export function ContactForm({ onOpened }: { onOpened: (ticket: Ticket) => void }) {
  const contact = useContactSupport();
  const [values, setValues] = useState<ContactSupportInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof ContactSupportInput>(key: K, value: ContactSupportInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = contactSupportSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ContactSupportInput;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const ticket = await contact.mutateAsync(parsed.data);
      setValues(EMPTY);
      onOpened(ticket);
    } catch (error) {
      if (isApiClientError(error)) {
        const found: Errors = {};
        for (const [key, messages] of Object.entries(error.errors ?? {})) {
          if (key in EMPTY && messages[0]) found[key as keyof ContactSupportInput] = messages[0];
        }
        setErrors(found);
        setFormError(error.message);
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Contact support">
      {formError ? (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {formError}
        </p>
      ) : null}
      <Select
        label="Category"
        value={values.category}
        onChange={(event) => set("category", event.target.value as SupportCategory)}
      >
        {supportCategorySchema.options.map((category) => (
          <option key={category} value={category}>
            {SUPPORT_CATEGORY_LABELS[category]}
          </option>
        ))}
      </Select>
      <Input
        label="Subject"
        isRequired
        value={values.subject}
        maxLength={SUBJECT_MAX_LENGTH}
        error={errors.subject}
        onChange={(event) => set("subject", event.target.value)}
        placeholder="What is it about?"
      />
      <Textarea
        label="Message"
        isRequired
        rows={6}
        value={values.message}
        maxLength={MESSAGE_MAX_LENGTH}
        showCounter
        error={errors.message}
        onChange={(event) => set("message", event.target.value)}
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
    </form>
  );
}
