import { STORAGE_KEYS } from "@hirelens/contracts/constants";
import { useCallback, useEffect, useState } from "react";

export type ThemePreference = "light" | "dark" | "system";

function readPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.theme);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function prefersDark(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-color-scheme: dark)").matches
  );
}

/** Puts `dark` on <html> from the stored preference, or the OS setting when there is none. */
export function applyTheme(preference: ThemePreference = readPreference()): "light" | "dark" {
  const resolved = preference === "system" ? (prefersDark() ? "dark" : "light") : preference;
  document.documentElement.classList.toggle("dark", resolved === "dark");
  return resolved;
}

export function useTheme() {
  const [preference, setPreference] = useState<ThemePreference>(readPreference);
  const [resolved, setResolved] = useState<"light" | "dark">(() => applyTheme(preference));

  useEffect(() => {
    setResolved(applyTheme(preference));
    if (preference !== "system" || typeof window.matchMedia !== "function") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => setResolved(applyTheme("system"));
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [preference]);

  const setTheme = useCallback((next: ThemePreference) => {
    try {
      if (next === "system") window.localStorage.removeItem(STORAGE_KEYS.theme);
      else window.localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage can be unavailable (private mode); the choice still applies to this visit.
    }
    setPreference(next);
  }, []);

  const toggleTheme = useCallback(
    () => setTheme(resolved === "dark" ? "light" : "dark"),
    [resolved, setTheme],
  );

  return { preference, resolved, setTheme, toggleTheme };
}
