import type { AdminUser } from "@hirelens/contracts";
import { Gift } from "lucide-react";
import { type FormEvent, useDeferredValue, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
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

function GrantModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const grant = useGrantCredits();
  const [amount, setAmount] = useState("10");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const value = Number(amount);
    const found: typeof errors = {};
    if (!Number.isInteger(value) || value < 1)
      found.amount = "Enter a whole number of credits, 1 or more";
    if (reason.trim().length < 3) found.reason = "Please give a reason of at least 3 characters";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await grant.mutateAsync({ userId: user.id, amount: value, reason: reason.trim() });
      setReason("");
      onClose();
    } catch (error) {
      setErrors({ form: isApiClientError(error) ? error.message : "The grant failed." });
    }
  }
  return (
    <Modal
      isOpen={user !== null}
      onClose={onClose}
      title={user ? `Grant credits to ${user.name}` : "Grant credits"}
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-4 py-5 md:px-6">
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {errors.form}
          </p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The grant is a line in {user?.email}'s credit history, with your reason.
        </p>
        <Input
          label="Credits"
          isRequired
          type="number"
          min={1}
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Input
          label="Reason"
          isRequired
          value={reason}
          maxLength={300}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="e.g. Apology for Monday's outage"
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={grant.isPending} loadingText="Granting...">
            Grant credits
          </Button>
        </div>
      </form>
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
