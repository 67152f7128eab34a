import clsx from "clsx";
import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

export type ChipSuggestion = { value: string; hint?: string };

/**
 * A list of short values (skills) typed as chips, with suggestions as the user types
 * (WAI-ARIA combobox: arrows move, Enter picks, Backspace on empty removes the last chip).
 */
export function ChipsInput({
  label,
  values,
  onChange,
  loadSuggestions,
  placeholder = "Type and press Enter",
  helperText,
  tone = "brand",
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  loadSuggestions?: (query: string) => Promise<ChipSuggestion[]>;
  placeholder?: string;
  helperText?: string;
  tone?: "brand" | "neutral";
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<ChipSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  // Closing the suggestions on blur waits a moment so a click on one still lands; the wait never
  // outlives the field (a state update after unmount).
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    const text = query.trim();
    if (!loadSuggestions || text.length < 1) {
      setSuggestions([]);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      loadSuggestions(text)
        .then((found) => {
          if (!isCurrent) return;
          const lower = new Set(values.map((v) => v.toLowerCase()));
          setSuggestions(found.filter((s) => !lower.has(s.value.toLowerCase())).slice(0, 8));
          setActive(-1);
        })
        .catch(() => {
          if (isCurrent) setSuggestions([]);
        });
    }, 150);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, loadSuggestions, values]);

  function add(value: string) {
    const text = value.trim();
    if (!text) return;
    if (!values.some((v) => v.toLowerCase() === text.toLowerCase())) onChange([...values, text]);
    setQuery("");
    setSuggestions([]);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      // The highlighted suggestion, else the typed text in its canonical spelling when listed.
      const picked =
        active >= 0
          ? suggestions[active]
          : suggestions.find((s) => s.value.toLowerCase() === query.trim().toLowerCase());
      add(picked ? picked.value : query);
    } else if (event.key === "Escape") {
      setSuggestions([]);
    } else if (event.key === "Backspace" && query === "" && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  }

  const isOpen = suggestions.length > 0;
  return (
    <div className="relative">
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1.5 rounded-xl border border-slate-300 bg-white p-1.5 focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/25 dark:border-slate-700 dark:bg-slate-900">
        <ul aria-label={`${label} selected`} className="contents">
          {values.map((value) => (
            <li
              key={value}
              className={clsx(
                "inline-flex items-center gap-1 rounded-lg py-1 pr-1 pl-2 text-sm font-medium",
                tone === "brand"
                  ? "bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200"
                  : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
              )}
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="inline-flex size-5 items-center justify-center rounded hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            clearTimeout(closeTimer.current);
            closeTimer.current = setTimeout(() => setSuggestions([]), 150);
          }}
          placeholder={values.length === 0 ? placeholder : "Add more"}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-sm text-slate-900 outline-none placeholder:text-slate-400 dark:text-white"
        />
      </div>
      {helperText ? (
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{helperText}</p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!isOpen}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          <div
            key={suggestion.value}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(suggestion.value)}
            className={clsx(
              "flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm",
              index === active
                ? "bg-brand-50 text-brand-900 dark:bg-brand-500/15 dark:text-white"
                : "text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800",
            )}
          >
            <span>{suggestion.value}</span>
            {suggestion.hint ? (
              <span className="text-xs text-slate-500 dark:text-slate-400">{suggestion.hint}</span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
