import { type AdminUser, GRANT_CREDITS_MAX, grantCreditsFormSchema } from "@hirelens/contracts";
import { Gift } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form, useSchemaForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { isApiClientError } from "@/lib/api-client";
import { useGrantCredits } from "../api/admin-actions";
import { usersList } from "../api/admin-lists";
import {
  cellClass,
  ListPagination,
  ListState,
  ListToolbar,
  tableClass,
  theadClass,
} from "./list-toolbar";

/** The grant itself: mounted with the dialog, so each opening starts from 10 credits and no reason. */
function GrantForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const grant = useGrantCredits();
  const [failure, setFailure] = useState<string | null>(null);
  // On submit, then live: a message shown when a field is left would move the button being clicked.
  const form = useSchemaForm(grantCreditsFormSchema, {
    mode: "onSubmit",
    defaultValues: { amount: "10", reason: "" },
  });
  const { errors } = form.formState;

  async function submit({ amount, reason }: { amount: number; reason: string }) {
    setFailure(null);
    try {
      await grant.mutateAsync({ userId: user.id, amount, reason });
      onClose();
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : "The grant failed.");
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4 px-4 py-5 md:px-6">
      {failure ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {failure}
        </p>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The grant is a line in {user.email}'s credit history, with your reason.
      </p>
      <Input
        label="Credits"
        isRequired
        type="number"
        min={1}
        max={GRANT_CREDITS_MAX}
        error={errors.amount?.message}
        {...form.register("amount")}
      />
      <Input
        label="Reason"
        isRequired
        maxLength={300}
        error={errors.reason?.message}
        placeholder="e.g. Apology for Monday's outage"
        {...form.register("reason")}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={grant.isPending} loadingText="Granting...">
          Grant credits
        </Button>
      </div>
    </Form>
  );
}

export function GrantModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={user !== null}
      onClose={onClose}
      title={user ? `Grant credits to ${user.name}` : "Grant credits"}
      className="max-w-md"
    >
      {user ? <GrantForm key={user.id} user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

export function UsersTab() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query);
  const list = usersList.useList({ q, page });
  const [grantTo, setGrantTo] = useState<AdminUser | null>(null);
  return (
    <div>
      <ListToolbar
        label="Search name or e-mail"
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setPage(1);
        }}
      />
      <div className="relative overflow-x-auto">
        <table className={tableClass}>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={cellClass}>
                User
              </th>
              <th scope="col" className={cellClass}>
                Plan
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Credits
              </th>
              <th scope="col" className={cellClass}>
                Joined
              </th>
              <th scope="col" className={cellClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {(list.data?.items ?? []).map((user) => (
              <tr key={user.id}>
                <td className={cellClass}>
                  <p className="font-medium text-slate-900 dark:text-white">
                    {user.name} {user.role === "admin" ? <Badge tone="info">Admin</Badge> : null}
                  </p>
                  <p className="text-xs text-slate-500">{user.email}</p>
                </td>
                <td className={cellClass}>
                  <Badge tone={user.plan === "free" ? "neutral" : "brand"}>
                    {user.plan}
                    {user.isTrial ? " (trial)" : ""}
                  </Badge>
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {user.plan === "enterprise" ? "Unlimited" : user.credits}
                </td>
                <td className={`${cellClass} whitespace-nowrap text-slate-600 dark:text-slate-400`}>
                  {new Date(user.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
                </td>
                <td className={`${cellClass} text-right`}>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setGrantTo(user)}
                    leftIcon={<Gift aria-hidden="true" className="size-4" />}
                    aria-label={`Grant credits to ${user.email}`}
                  >
                    Grant
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          list={list}
          isFiltered={q.trim() !== ""}
          emptyText="No users yet."
          noMatchText="Nobody matches this search."
        />
      </div>
      <ListPagination page={list.data} onPage={setPage} />
      <GrantModal user={grantTo} onClose={() => setGrantTo(null)} />
    </div>
  );
}
