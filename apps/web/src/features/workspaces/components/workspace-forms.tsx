import {
  type CreateWorkspaceInput,
  createWorkspaceSchema,
  WORKSPACE_NAME_MAX,
  type WorkspaceSummary,
} from "@hirelens/contracts";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notifications/notifications-store";
import { isApiClientError } from "@/lib/api-client";
import { useSwitchWorkspace } from "@/lib/workspaces-api";
import { useCreateWorkspace, useRenameWorkspace } from "../api/workspaces";

function applyNameError(
  error: unknown,
  form: ReturnType<typeof useSchemaForm<CreateWorkspaceInput, CreateWorkspaceInput>>,
) {
  if (isApiClientError(error) && error.errors?.name?.[0]) {
    form.setError("name", { message: error.errors.name[0] });
  }
}

/** Rename the active workspace (admins). */
export function RenameCard({ workspace }: { workspace: WorkspaceSummary }) {
  const rename = useRenameWorkspace(workspace.id);
  const form = useSchemaForm(createWorkspaceSchema, { values: { name: workspace.name } });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader title="Name" description="Every member sees this name in the workspace menu." />
      <Form
        form={form}
        aria-label="Rename the workspace"
        className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-5"
        onSubmit={async (values) => {
          try {
            await rename.mutateAsync(values.name);
            notify.success(`The workspace is now called ${values.name}.`);
          } catch (error) {
            applyNameError(error, form);
          }
        }}
      >
        <Input
          label="Workspace name"
          hideLabel
          containerClassName="flex-1"
          maxLength={WORKSPACE_NAME_MAX}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <Button
          type="submit"
          variant="outline"
          isLoading={rename.isPending}
          loadingText="Saving..."
        >
          Rename
        </Button>
      </Form>
    </Card>
  );
}

/** Create a team workspace (anyone): its creator is the owner, and it becomes the active one. */
export function CreateWorkspaceCard() {
  const create = useCreateWorkspace();
  const switchTo = useSwitchWorkspace();
  const form = useSchemaForm(createWorkspaceSchema, { defaultValues: { name: "" } });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader
        title="Create a team workspace"
        description="A separate place for a team's jobs, batches and credits. You will be its owner."
      />
      <Form
        form={form}
        aria-label="Create a team workspace"
        className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-5"
        onSubmit={async (values) => {
          try {
            const created = await create.mutateAsync(values.name);
            form.reset({ name: "" });
            switchTo(created);
            notify.success(`${created.name} is created and is now your active workspace.`);
          } catch (error) {
            applyNameError(error, form);
          }
        }}
      >
        <Input
          label="New workspace name"
          hideLabel
          placeholder="e.g. Acme Talent team"
          containerClassName="flex-1"
          maxLength={WORKSPACE_NAME_MAX}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <Button
          type="submit"
          isLoading={create.isPending}
          loadingText="Creating..."
          leftIcon={<Plus aria-hidden="true" className="size-4" />}
        >
          Create workspace
        </Button>
      </Form>
    </Card>
  );
}
