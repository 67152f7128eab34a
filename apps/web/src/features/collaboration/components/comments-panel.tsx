import {
  COLLABORATION_MESSAGES,
  COMMENT_MAX_LENGTH,
  type Comment,
  commentBodySchema,
} from "@hirelens/contracts";
import { MessageSquare, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useCanActAs } from "@/lib/workspaces-api";
import {
  useAddComment,
  useComments,
  useDeleteComment,
  useEditComment,
  useMentionableMembers,
} from "../api/collaboration-api";
import { MentionBox } from "./mention-box";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The body as text, with each "@Name" of a mentioned member in bold; never HTML. */
function CommentText({ comment }: { comment: Comment }) {
  const names = comment.mentions.map((mention) => `@${mention.name}`);
  if (names.length === 0) return <>{comment.body}</>;
  const escaped = names
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const parts = comment.body.split(new RegExp(`(${escaped.join("|")})`, "gi"));
  return (
    <>
      {parts.map((part, index) =>
        names.some((name) => name.toLocaleLowerCase() === part.toLocaleLowerCase()) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <strong key={index} className="font-semibold text-brand-700 dark:text-brand-300">
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}

function CommentEditor({
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
  label,
}: {
  initial: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  label: string;
}) {
  const members = useMentionableMembers();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = commentBodySchema.safeParse(body);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        try {
          await onSubmit(parsed.data);
          if (!onCancel) setBody("");
        } catch {
          // the api client shows the error
        }
      }}
    >
      <MentionBox
        label={label}
        value={body}
        onChange={(value) => {
          setBody(value);
          if (error) setError(undefined);
        }}
        members={members.data ?? []}
        maxLength={COMMENT_MAX_LENGTH}
        error={error}
        placeholder="Write a comment. Type @ to mention a teammate."
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button size="sm" variant="ghost" type="button" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button size="sm" type="submit" isLoading={isPending} loadingText="Saving...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Comments on a candidate result: the team's conversation, with @mentions mailed to members. */
export function CommentsPanel({ candidateId }: { candidateId: string }) {
  const comments = useComments(candidateId);
  const add = useAddComment(candidateId);
  const edit = useEditComment(candidateId);
  const remove = useDeleteComment(candidateId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const canComment = useCanActAs("recruiter");
  const list = comments.data ?? [];

  return (
    <section aria-labelledby="comments-title" className="space-y-3" data-testid="comments">
      <h3 id="comments-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Comments {list.length > 0 ? <span className="text-slate-500">({list.length})</span> : null}
      </h3>
      {comments.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading comments...
        </p>
      ) : list.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-400">
          <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
          {COLLABORATION_MESSAGES.noComments}
        </p>
      ) : (
        <ol className="space-y-3">
          {list.map((comment) => (
            <li
              key={comment.id}
              className="rounded-xl border border-slate-200 p-3 dark:border-slate-800"
              data-testid="comment"
            >
              <p className="mb-1 text-xs text-slate-500">
                <span className="font-semibold text-slate-800 dark:text-slate-100">
                  {comment.authorName}
                </span>{" "}
                ·{" "}
                <time dateTime={comment.createdAt}>
                  {dateFormat.format(new Date(comment.createdAt))}
                </time>
                {comment.editedAt ? " · edited" : ""}
              </p>
              {editing === comment.id ? (
                <CommentEditor
                  label="Edit your comment"
                  initial={comment.body}
                  submitLabel="Save comment"
                  isPending={edit.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (body) => {
                    await edit.mutateAsync({ id: comment.id, body });
                    setEditing(null);
                  }}
                />
              ) : (
                <p className="text-sm break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                  <CommentText comment={comment} />
                </p>
              )}
              {editing !== comment.id && (comment.canEdit || comment.canDelete) ? (
                <div className="mt-2 flex gap-2">
                  {comment.canEdit ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      leftIcon={<Pencil aria-hidden="true" className="size-4" />}
                      onClick={() => setEditing(comment.id)}
                    >
                      Edit<span className="sr-only"> comment by {comment.authorName}</span>
                    </Button>
                  ) : null}
                  {comment.canDelete ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      leftIcon={<Trash2 aria-hidden="true" className="size-4" />}
                      onClick={() => setDeleting(comment)}
                    >
                      Delete<span className="sr-only"> comment by {comment.authorName}</span>
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canComment ? (
        <CommentEditor
          label="Add a comment"
          initial=""
          submitLabel="Comment"
          isPending={add.isPending}
          onSubmit={(body) => add.mutateAsync(body)}
        />
      ) : (
        <p className="text-xs text-slate-500">{COLLABORATION_MESSAGES.viewerCannotComment}</p>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this comment?"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        The comment by {deleting?.authorName} will be deleted for everyone in the workspace.
      </ConfirmDialog>
    </section>
  );
}
