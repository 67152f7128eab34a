import type { WaitlistJoinInput } from "@hirelens/contracts/waitlist";
import {
  Briefcase,
  Building2,
  CircleAlert,
  CreditCard,
  Gift,
  Lock,
  Mail,
  MessagesSquare,
  Rocket,
  Sparkles,
  User,
} from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { ApiClient } from "@/lib/api-client";
import type { WaitlistField, WaitlistFieldErrors } from "./waitlist-form-deferred";

const EMPTY: WaitlistJoinInput = { name: "", email: "", role: "", company: "" };
const FIELD_ORDER: readonly WaitlistField[] = ["name", "email", "role", "company"];

type Deferred = typeof import("./waitlist-form-deferred");
let deferredModule: Promise<Deferred> | undefined;
/** The schema, the API client, the messages and the success panel: fetched on first focus, once. */
function loadDeferred() {
  deferredModule ??= import("./waitlist-form-deferred");
  return deferredModule;
}

/**
 * Spec §2/§5 waitlist form. Plain React state instead of react-hook-form, and the contract's zod
 * schema loaded on first use, keep the landing page's first load small (decision 159); the
 * behaviour is the same: each field is checked as it changes, all of them on submit.
 */
export function WaitlistForm({ client }: { client?: ApiClient }) {
  const [values, setValues] = useState<WaitlistJoinInput>(EMPTY);
  const [errors, setErrors] = useState<WaitlistFieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [deferred, setDeferred] = useState<Deferred | null>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<WaitlistField, HTMLInputElement | null>>>({});
  const valuesRef = useRef(values);
  const focusAfterBack = useRef(false);
  const pendingFocus = useRef<WaitlistField | null>(null);

  // After the render that shows the errors (and enables the fieldset again after a send).
  useEffect(() => {
    const field = pendingFocus.current;
    pendingFocus.current = null;
    if (field) fieldRefs.current[field]?.focus();
  });

  useEffect(() => {
    if (successMessage) successHeadingRef.current?.focus();
    else if (focusAfterBack.current) {
      focusAfterBack.current = false;
      fieldRefs.current.name?.focus();
    }
  }, [successMessage]);

  function focusFirstError(fieldErrors: WaitlistFieldErrors) {
    pendingFocus.current = FIELD_ORDER.find((field) => fieldErrors[field]) ?? null;
  }

  async function validateField(field: WaitlistField) {
    const { validateWaitlist } = await loadDeferred();
    // The values as they are now: a slower, earlier check must not show a stale message.
    const message = validateWaitlist(valuesRef.current).errors?.[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function fieldProps(field: WaitlistField) {
    return {
      name: field,
      value: values[field] ?? "",
      error: errors[field],
      ref: (element: HTMLInputElement | null) => {
        fieldRefs.current[field] = element;
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        valuesRef.current = { ...valuesRef.current, [field]: event.target.value };
        setValues(valuesRef.current);
        void validateField(field);
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const loaded = await loadDeferred();
    setDeferred(() => loaded);
    const { validateWaitlist, joinWaitlist, describeWaitlistFailure, WAITLIST_MESSAGES } = loaded;
    const checked = validateWaitlist(valuesRef.current);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setBanner(null);
    setErrors({});
    setIsSubmitting(true);
    try {
      const result = await joinWaitlist(checked.data, client);
      valuesRef.current = EMPTY;
      setValues(EMPTY);
      setSuccessMessage(result?.message || WAITLIST_MESSAGES.joined);
    } catch (error) {
      const { fields, banner: nextBanner } = describeWaitlistFailure(error);
      setErrors(fields);
      setBanner(nextBanner);
      focusFirstError(fields);
    } finally {
      setIsSubmitting(false);
    }
  }

  function backToPage() {
    focusAfterBack.current = true;
    valuesRef.current = EMPTY;
    setValues(EMPTY);
    setErrors({});
    setSuccessMessage(null);
    setBanner(null);
  }

  if (successMessage && deferred) {
    const { WaitlistSuccess } = deferred;
    return (
      <WaitlistSuccess
        message={successMessage}
        headingRef={successHeadingRef}
        onBack={backToPage}
      />
    );
  }

  return (
    <div>
      <div className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
          <Sparkles aria-hidden="true" className="size-4" /> Limited early access
        </p>
        <h2
          id="waitlist-title"
          className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
        >
          Ready to Experience the Future?
        </h2>
        <p className="mt-4 text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
          Join the revolution in AI-powered recruitment and be among the first to experience it.
        </p>
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5 lg:grid-cols-[0.85fr_1.15fr] dark:border-slate-800 dark:bg-slate-900">
        <WaitlistBenefits />
        <div className="p-6 sm:p-10">
          <form
            onSubmit={onSubmit}
            onFocus={() => void loadDeferred()}
            noValidate
            aria-busy={isSubmitting}
            aria-labelledby="waitlist-title"
          >
            <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
              <legend className="sr-only">Your details</legend>
              {banner ? (
                <div
                  role="alert"
                  className="flex items-start gap-2.5 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <p>{banner}</p>
                </div>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  {...fieldProps("name")}
                  id="waitlist-name"
                  label="Your name"
                  isRequired
                  placeholder="Jane Cooper"
                  autoComplete="name"
                  variant="form"
                  size="lg"
                  leftIcon={<User />}
                />
                <Input
                  {...fieldProps("email")}
                  id="waitlist-email"
                  type="email"
                  label="Enter your email"
                  isRequired
                  placeholder="jane@company.com"
                  autoComplete="email"
                  inputMode="email"
                  variant="form"
                  size="lg"
                  leftIcon={<Mail />}
                />
                <Input
                  {...fieldProps("role")}
                  id="waitlist-role"
                  label="Your role"
                  isRequired
                  placeholder="Head of Talent"
                  autoComplete="organization-title"
                  variant="form"
                  size="lg"
                  leftIcon={<Briefcase />}
                />
                <Input
                  {...fieldProps("company")}
                  id="waitlist-company"
                  label="Company name (optional)"
                  placeholder="Acme Inc."
                  autoComplete="organization"
                  variant="form"
                  size="lg"
                  leftIcon={<Building2 />}
                />
              </div>
              <button
                type="submit"
                className="group mt-2 inline-flex h-13 w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 px-6 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:from-brand-700 hover:to-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-80"
              >
                {isSubmitting ? (
                  <>
                    <Spinner className="size-5" />
                    <span>Joining...</span>
                  </>
                ) : (
                  <>
                    <Sparkles
                      aria-hidden="true"
                      className="size-5 transition group-hover:rotate-12"
                    />
                    <span>Get Early Access</span>
                  </>
                )}
              </button>
            </fieldset>
          </form>
          <ul className="mt-5 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-5 dark:text-slate-400">
            <li className="inline-flex items-center gap-1.5">
              <Gift aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
              First 100 users get PRO free for 1 month
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CreditCard
                aria-hidden="true"
                className="size-4 text-brand-600 dark:text-brand-400"
              />
              No credit card required
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Lock aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
              Free, secure and private
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

const benefits = [
  {
    icon: Gift,
    title: "Pro free for 1 month",
    text: "The first 100 users get the Pro plan free for a month: more bulk resume analysis, advanced matching algorithms and priority support.",
  },
  {
    icon: Rocket,
    title: "Early access",
    text: "Use HireLens before the public launch.",
  },
  {
    icon: MessagesSquare,
    title: "A private community of HR leaders",
    text: "An exclusive group with a direct feedback channel to our product team.",
  },
];

function WaitlistBenefits() {
  return (
    <div className="relative order-last overflow-hidden bg-gradient-to-br from-brand-700 via-violet-700 to-brand-900 p-6 text-white sm:p-10 lg:order-first">
      <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-25" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">What you get</p>
        <ul className="mt-6 space-y-6">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-brand-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
