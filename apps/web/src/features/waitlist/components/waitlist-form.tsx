import {
  WAITLIST_MESSAGES,
  type WaitlistJoin,
  type WaitlistJoinInput,
  waitlistJoinSchema,
} from "@hirelens/contracts/waitlist";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ArrowLeft,
  Briefcase,
  Building2,
  CircleAlert,
  CreditCard,
  Gift,
  Lock,
  Mail,
  MessagesSquare,
  PartyPopper,
  Rocket,
  Sparkles,
  User,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { type ApiClient, isApiClientError } from "@/lib/api-client";
import { useJoinWaitlist } from "../api/join-waitlist";

const FIELDS = ["name", "email", "role", "company"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: WaitlistJoinInput = { name: "", email: "", role: "", company: "" };

function isField(key: string): key is Field {
  return (FIELDS as readonly string[]).includes(key);
}

/** Spec §8 waitlist failures, in order: 409 email, 422 per field, banner with or without status. */
export function describeWaitlistFailure(error: unknown): {
  fields: Partial<Record<Field, string>>;
  banner: string | null;
} {
  if (!isApiClientError(error) || error.status === 0) {
    return { fields: {}, banner: WAITLIST_MESSAGES.failed };
  }
  if (error.status === 409) return { fields: { email: WAITLIST_MESSAGES.duplicate }, banner: null };
  if (error.status === 422 && error.errors) {
    const fields: Partial<Record<Field, string>> = {};
    for (const [key, messages] of Object.entries(error.errors)) {
      const first = messages[0];
      if (isField(key) && first) fields[key] = first;
    }
    if (Object.keys(fields).length > 0) return { fields, banner: null };
  }
  return { fields: {}, banner: error.message || WAITLIST_MESSAGES.failed };
}

export function WaitlistForm({ client }: { client?: ApiClient }) {
  const mutation = useJoinWaitlist(client);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const focusAfterBack = useRef(false);

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<WaitlistJoinInput, unknown, WaitlistJoin>({
    resolver: zodResolver(waitlistJoinSchema),
    mode: "onChange",
    defaultValues: EMPTY,
  });

  const isSubmitting = mutation.isPending;

  useEffect(() => {
    if (successMessage) successHeadingRef.current?.focus();
    else if (focusAfterBack.current) {
      focusAfterBack.current = false;
      nameRef.current?.focus();
    }
  }, [successMessage]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    clearErrors();
    try {
      const result = await mutation.mutateAsync(values);
      reset(EMPTY);
      setSuccessMessage(result?.message || WAITLIST_MESSAGES.joined);
    } catch (error) {
      const { fields, banner: nextBanner } = describeWaitlistFailure(error);
      for (const [field, message] of Object.entries(fields)) {
        if (isField(field)) setError(field, { type: "server", message }, { shouldFocus: true });
      }
      setBanner(nextBanner);
    }
  });

  function backToPage() {
    focusAfterBack.current = true;
    setSuccessMessage(null);
    setBanner(null);
    mutation.reset();
    reset(EMPTY);
  }

  if (successMessage) {
    return (
      <div
        className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-14 text-center shadow-xl shadow-brand-900/5 sm:px-12 dark:border-slate-800 dark:bg-slate-900"
        data-testid="waitlist-success"
      >
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50 dark:bg-emerald-500/15 dark:text-emerald-400 dark:ring-emerald-500/5">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
        <h2
          id="waitlist-title"
          ref={successHeadingRef}
          tabIndex={-1}
          className="mt-6 text-3xl font-bold tracking-tight text-slate-900 outline-none dark:text-white"
        >
          You're In!
        </h2>
        <p role="status" className="mt-3 max-w-sm text-base text-slate-600 dark:text-slate-300">
          {successMessage}
        </p>
        <p className="mt-2 max-w-sm text-sm text-slate-500 dark:text-slate-400">
          We will e-mail you as soon as your early access is ready.
        </p>
        <Button
          variant="outline"
          className="mt-8"
          onClick={backToPage}
          leftIcon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          Back to Page
        </Button>
      </div>
    );
  }

  const nameField = register("name");

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
                  {...nameField}
                  ref={(element) => {
                    nameField.ref(element);
                    nameRef.current = element;
                  }}
                  id="waitlist-name"
                  label="Your name"
                  isRequired
                  placeholder="Jane Cooper"
                  autoComplete="name"
                  variant="form"
                  size="lg"
                  leftIcon={<User />}
                  error={errors.name?.message}
                />
                <Input
                  {...register("email")}
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
                  error={errors.email?.message}
                />
                <Input
                  {...register("role")}
                  id="waitlist-role"
                  label="Your role"
                  isRequired
                  placeholder="Head of Talent"
                  autoComplete="organization-title"
                  variant="form"
                  size="lg"
                  leftIcon={<Briefcase />}
                  error={errors.role?.message}
                />
                <Input
                  {...register("company")}
                  id="waitlist-company"
                  label="Company name (optional)"
                  placeholder="Acme Inc."
                  autoComplete="organization"
                  variant="form"
                  size="lg"
                  leftIcon={<Building2 />}
                  error={errors.company?.message}
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
