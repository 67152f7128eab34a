import { COLLABORATION_MESSAGES, type MentionableMember } from "@hirelens/contracts";
import clsx from "clsx";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { Textarea } from "@/components/ui/textarea";

const MAX_SUGGESTIONS = 6;

/** The "@word" being typed at the caret: where its "@" is and what follows it. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at === -1) return null;
  if (at > 0 && !/\s|[(["'“]/.test(before[at - 1] ?? "")) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /\n/.test(query) || /\s{2,}/.test(query)) return null;
  return { start: at, query };
}

function matching(members: MentionableMember[], query: string): MentionableMember[] {
  const wanted = query.trim().toLocaleLowerCase();
  return members
    .filter((member) => {
      const name = member.name.toLocaleLowerCase();
      return name.startsWith(wanted) || name.split(/\s+/).some((part) => part.startsWith(wanted));
    })
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * A comment box with @mention autocomplete: typing "@" and letters lists the workspace members
 * whose name matches; Arrow keys move, Enter or Tab inserts "@Name ", Escape closes the list (not
 * the drawer). The textarea stays a textbox (ARIA allows no combobox role on it) with
 * aria-autocomplete, aria-controls and aria-activedescendant; a polite live region says how many
 * match and which keys to use.
 */
export function MentionBox({
  label,
  value,
  onChange,
  members,
  maxLength,
  error,
  placeholder,
  disabled,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  members: MentionableMember[];
  maxLength: number;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  rows?: number;
}) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // The caret to put after an inserted name, once the textarea shows the text it belongs to. Set
  // in the same commit as that text: a frame later the user may have typed on (under load a
  // requestAnimationFrame put the caret back mid-word and scrambled what followed).
  const pendingCaret = useRef<{ text: string; position: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    const box = ref.current;
    if (!pending || !box || box.value !== pending.text) return;
    pendingCaret.current = null;
    if (document.activeElement !== box) box.focus();
    box.setSelectionRange(pending.position, pending.position);
  });

  const token = mentionQueryAt(value, caret);
  const suggestions = token ? matching(members, token.query) : [];
  const isOpen = token !== null && token.start !== dismissedAt && !disabled;
  const activeIndex = Math.min(active, Math.max(suggestions.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const insert = (member: MentionableMember) => {
    if (!token) return;
    const before = value.slice(0, token.start);
    const after = value.slice(caret).replace(/^\S*/, "");
    const inserted = `@${member.name} `;
    const next = `${before}${inserted}${after.replace(/^\s+/, "")}`.slice(0, maxLength);
    const position = Math.min(before.length + inserted.length, next.length);
    onChange(next);
    setCaret(position);
    setActive(0);
    // This "@" now holds a whole name: no list for it until the text before the caret changes.
    setDismissedAt(token.start);
    pendingCaret.current = { text: next, position };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isOpen) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(token?.start ?? null);
      return;
    }
    if (suggestions.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((activeIndex + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((activeIndex - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      const member = suggestions[activeIndex];
      if (member) insert(member);
    }
  };

  const announcement = !isOpen
    ? ""
    : suggestions.length === 0
      ? COLLABORATION_MESSAGES.noMembers
      : `${suggestions.length} ${suggestions.length === 1 ? "member matches" : "members match"}. Up and down arrows to choose, Enter to insert, Escape to close.`;

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        label={label}
        value={value}
        rows={rows}
        maxLength={maxLength}
        showCounter
        error={error}
        placeholder={placeholder}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={isOpen && suggestions.length > 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart ?? event.target.value.length);
          setActive(0);
          const nextToken = mentionQueryAt(
            event.target.value,
            event.target.selectionStart ?? event.target.value.length,
          );
          // Typing after an inserted mention keeps its list closed; a new "@" opens one.
          if (!nextToken || nextToken.start !== dismissedAt) setDismissedAt(null);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissedAt(token?.start ?? null)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Workspace members to mention"
        hidden={!isOpen || suggestions.length === 0}
        className="absolute inset-x-0 z-10 mt-1 max-h-56 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((member, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox textarea handles the keyboard (aria-activedescendant)
          <div
            key={member.userId}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(member)}
            className={clsx(
              "cursor-pointer px-3 py-2 text-sm",
              index === activeIndex
                ? "bg-brand-50 text-brand-900 dark:bg-brand-500/15 dark:text-brand-100"
                : "text-slate-700 dark:text-slate-200",
            )}
          >
            <span className="font-medium">{member.name}</span>{" "}
            <span className="text-slate-500">{member.email}</span>
          </div>
        ))}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
