import {
  PROFILE_IMAGE_ACCEPTED_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
  type Profile,
  type ProfileImageResponse,
  type ProfileUpdate,
  profileUpdateSchema,
  USER_MESSAGES,
} from "@hirelens/contracts";
import {
  Briefcase,
  Building2,
  Camera,
  CircleAlert,
  Mail,
  RotateCcw,
  UserRound,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { isApiClientError } from "@/lib/api-client";
import { firstFieldErrors } from "@/lib/auth-errors";
import { useProfile } from "../api/get-profile";
import { useUpdateProfile } from "../api/update-profile";
import { useUploadProfileImage } from "../api/upload-profile-image";

type Values = { name: string; jobTitle: string; companyName: string };

function toValues(profile: Profile): Values {
  return {
    name: profile.name,
    jobTitle: profile.jobTitle ?? "",
    companyName: profile.companyName ?? "",
  };
}

/** Checks what the browser can know before uploading: the server checks the bytes themselves. */
export function checkProfileImage(file: File): string | null {
  if (!(PROFILE_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return USER_MESSAGES.profileImageInvalid;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return USER_MESSAGES.profileImageTooLarge;
  return null;
}

function ProfileImagePicker({
  profile,
  onUploaded,
}: {
  profile: Profile;
  onUploaded: (result: ProfileImageResponse) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProfileImage({
    onSuccess: (result) => {
      setFile(null);
      notify.success(result.message || USER_MESSAGES.profileImageUpdated);
      onUploaded(result);
    },
  });

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (picked: File | undefined) => {
    setError(null);
    if (!picked) return;
    const problem = checkProfileImage(picked);
    if (problem) {
      setError(problem);
      setFile(null);
      return;
    }
    setFile(picked);
  };

  const onUpload = async () => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
    } catch (failure) {
      setError(isApiClientError(failure) ? failure.message : USER_MESSAGES.profileUpdateFailed);
      const body = isApiClientError(failure) ? failure.body : undefined;
      if (body && typeof body === "object" && "message" in body && typeof body.message === "string")
        setError(body.message);
    }
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="relative">
        {preview ? (
          <img
            src={preview}
            alt="Your new picture, not saved yet"
            className="size-24 rounded-full object-cover ring-4 ring-brand-100 dark:ring-brand-500/20"
          />
        ) : (
          <Avatar name={profile.name} image={profile.profileImage} className="size-24 text-2xl" />
        )}
      </div>
      <div className="space-y-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PROFILE_IMAGE_ACCEPTED_TYPES.join(",")}
          className="sr-only"
          aria-describedby={`${inputId}-help ${error ? `${inputId}-error` : ""}`.trim()}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 has-[:focus-visible]:outline-2 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                inputRef.current?.click();
              }
            }}
          >
            <Camera aria-hidden="true" className="size-4" />{" "}
            {profile.profileImage || file ? "Change photo" : "Upload photo"}
          </label>
          {file ? (
            <>
              <Button
                size="sm"
                onClick={onUpload}
                isLoading={upload.isPending}
                loadingText="Uploading..."
              >
                Save photo
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setFile(null)}
                disabled={upload.isPending}
              >
                Cancel
              </Button>
            </>
          ) : null}
        </div>
        <p id={`${inputId}-help`} className="text-xs text-slate-500 dark:text-slate-400">
          PNG, JPEG, WebP or GIF, up to {PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB. We crop it to a
          square.
        </p>
        <p
          id={`${inputId}-error`}
          aria-live="polite"
          className="text-sm font-medium text-rose-600 dark:text-rose-400"
        >
          {error ?? ""}
        </p>
      </div>
    </div>
  );
}

/** /profile: name, job title, company and photo (spec §8 messages). */
export function ProfileForm({ onProfileChanged }: { onProfileChanged: () => void }) {
  const profileQuery = useProfile();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useSchemaForm(profileUpdateSchema, {
    defaultValues: { name: "", jobTitle: "", companyName: "" },
  });
  const update = useUpdateProfile({
    onSuccess: (profile) => {
      form.reset(toValues(profile));
      notify.success(USER_MESSAGES.profileUpdated);
      onProfileChanged();
    },
  });
  const profile = profileQuery.data;

  useEffect(() => {
    if (profile) form.reset(toValues(profile));
  }, [profile, form]);

  if (profileQuery.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your profile…
        </span>
        {[1, 2, 3].map((row) => (
          <div
            key={row}
            className="h-11 animate-pulse rounded-xl bg-slate-200/70 dark:bg-slate-800"
          />
        ))}
      </div>
    );
  }

  if (profileQuery.isError || !profile) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-5 dark:border-rose-500/30 dark:bg-rose-500/10"
      >
        <p className="flex items-center gap-2 text-sm font-medium text-rose-800 dark:text-rose-200">
          <CircleAlert aria-hidden="true" className="size-4" /> {USER_MESSAGES.profileFetchFailed}
        </p>
        <Button
          size="sm"
          variant="outline"
          leftIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onClick={() => profileQuery.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }

  const { errors, isDirty } = form.formState;
  const onSubmit = async (values: ProfileUpdate) => {
    setSaveError(null);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      const fields = firstFieldErrors(error);
      for (const field of ["name", "jobTitle", "companyName"] as const) {
        if (fields[field]) form.setError(field, { message: fields[field] });
      }
      setSaveError(USER_MESSAGES.profileUpdateFailed);
      notify.error(USER_MESSAGES.profileUpdateFailed);
    }
  };

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="photo-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="photo-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          Profile photo
        </h2>
        <div className="mt-4">
          <ProfileImagePicker profile={profile} onUploaded={onProfileChanged} />
        </div>
      </section>

      <Form
        form={form}
        onSubmit={onSubmit}
        aria-labelledby="details-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="details-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          Personal details
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Input
            label="Full name"
            isRequired
            autoComplete="name"
            variant="auth"
            leftIcon={<UserRound />}
            error={errors.name?.message}
            disabled={update.isPending}
            containerClassName="sm:col-span-2"
            {...form.register("name")}
          />
          <Input
            label="Email"
            type="email"
            variant="auth"
            leftIcon={<Mail />}
            value={profile.email}
            readOnly
            disabled
            helperText="Your sign-in address. It cannot be changed here."
            containerClassName="sm:col-span-2"
          />
          <Input
            label="Job title"
            autoComplete="organization-title"
            variant="auth"
            leftIcon={<Briefcase />}
            placeholder="e.g. Senior Recruiter"
            error={errors.jobTitle?.message}
            disabled={update.isPending}
            {...form.register("jobTitle")}
          />
          <Input
            label="Company"
            autoComplete="organization"
            variant="auth"
            leftIcon={<Building2 />}
            placeholder="e.g. Acme Inc."
            error={errors.companyName?.message}
            disabled={update.isPending}
            {...form.register("companyName")}
          />
        </div>
        <p aria-live="polite" className="mt-4 text-sm font-medium text-rose-600 dark:text-rose-400">
          {saveError ?? ""}
        </p>
        <div className="mt-2 flex justify-end gap-2 border-t border-slate-100 pt-5 dark:border-slate-800">
          <Button
            variant="ghost"
            onClick={() => form.reset(toValues(profile))}
            disabled={!isDirty || update.isPending}
          >
            Discard changes
          </Button>
          <Button
            type="submit"
            isLoading={update.isPending}
            loadingText="Saving..."
            disabled={!isDirty}
          >
            Save changes
          </Button>
        </div>
      </Form>
    </div>
  );
}
