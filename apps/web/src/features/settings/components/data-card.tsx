import {
  type DeleteAccountForm,
  deleteAccountFormSchema,
  USER_MESSAGES,
} from "@hirelens/contracts";
import { Download, HardDrive, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notifications/notifications-store";
import { PasswordInput } from "@/components/ui/password-input";
import { authErrorMessage, firstFieldErrors } from "@/lib/auth-errors";
import { saveText } from "@/lib/fetch-file";
import { deleteAccount } from "../api/delete-account";
import { exportMyData } from "../api/export-data";
import { SettingsSection } from "./settings-section";

function DeleteAccountDialog({
  isOpen,
  hasPassword,
  onClose,
  onDeleted,
}: {
  isOpen: boolean;
  hasPassword: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const schema = useMemo(() => deleteAccountFormSchema(hasPassword), [hasPassword]);
  const form = useSchemaForm(schema, { defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting: isDeleting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    if (isDeleting) return;
    form.reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = async ({ password }: DeleteAccountForm) => {
    setFormError(null);
    try {
      await deleteAccount({ password: hasPassword ? password : undefined, confirm: "DELETE" });
      onDeleted();
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (fields.password) form.setError("password", { message: fields.password });
      if (fields.confirm) form.setError("confirm", { message: fields.confirm });
      if (!fields.password && !fields.confirm) setFormError(authErrorMessage(error));
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title="Delete your account" className="max-w-md">
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label="Delete your account"
        className="space-y-4 px-4 py-5 md:px-6"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          This removes your profile, job descriptions, resumes, analyses and uploaded files for
          good. It cannot be undone. Export your data first if you want to keep a copy.
        </p>
        {hasPassword ? (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            isRequired
            error={errors.password?.message}
            disabled={isDeleting}
            {...form.register("password")}
          />
        ) : null}
        <Input
          label={
            <>
              Type <span className="font-mono font-bold">DELETE</span> to confirm
            </>
          }
          variant="auth"
          autoComplete="off"
          isRequired
          error={errors.confirm?.message}
          disabled={isDeleting}
          {...form.register("confirm")}
        />
        <p
          aria-live="polite"
          className="text-sm font-medium text-rose-600 empty:hidden dark:text-rose-400"
        >
          {formError ?? ""}
        </p>
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="outline" onClick={close} disabled={isDeleting}>
            Cancel
          </Button>
          <Button
            type="submit"
            isLoading={isDeleting}
            loadingText="Deleting..."
            className="bg-rose-600 shadow-rose-600/30 hover:bg-rose-700 dark:bg-rose-600 dark:hover:bg-rose-500"
          >
            Delete my account
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

export function DataCard({
  hasPassword,
  onAccountDeleted,
}: {
  hasPassword: boolean;
  onAccountDeleted: () => void | Promise<void>;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  return (
    <>
      <SettingsSection
        id="your-data"
        icon={HardDrive}
        title="Your data"
        description="Download everything we hold about you, as one JSON file."
      >
        <Button
          variant="outline"
          leftIcon={<Download aria-hidden="true" className="size-4" />}
          isLoading={isExporting}
          loadingText="Preparing..."
          onClick={async () => {
            setIsExporting(true);
            try {
              const data = await exportMyData();
              const day = new Date().toISOString().slice(0, 10);
              saveText(
                JSON.stringify(data, null, 2),
                `hirelens-export-${day}.json`,
                "application/json",
              );
            } catch {
              // The API client has shown the error.
            } finally {
              setIsExporting(false);
            }
          }}
        >
          Export my data
        </Button>
      </SettingsSection>
      <SettingsSection
        id="delete-account"
        icon={Trash2}
        tone="danger"
        title="Delete account"
        description="Permanently delete your account and everything in it."
      >
        <Button
          className="bg-rose-600 shadow-rose-600/30 hover:bg-rose-700 dark:bg-rose-600 dark:hover:bg-rose-500"
          leftIcon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={() => setIsDeleteOpen(true)}
        >
          Delete account
        </Button>
      </SettingsSection>
      <DeleteAccountDialog
        isOpen={isDeleteOpen}
        hasPassword={hasPassword}
        onClose={() => setIsDeleteOpen(false)}
        onDeleted={() => {
          setIsDeleteOpen(false);
          notify.success(USER_MESSAGES.accountDeleted);
          void onAccountDeleted();
        }}
      />
    </>
  );
}
