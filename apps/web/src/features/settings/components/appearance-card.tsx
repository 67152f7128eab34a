import clsx from "clsx";
import { Monitor, Moon, Palette, Sun } from "lucide-react";
import { Select } from "@/components/ui/select";
import { type ThemePreference, useTheme } from "@/hooks/use-theme";
import { INTERFACE_LANGUAGES, isLanguageCode, useLanguage } from "@/lib/i18n";
import { SettingsSection } from "./settings-section";

const themes: Array<{ value: ThemePreference; label: string; icon: typeof Sun }> = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/** Theme and language: stored in this browser (STORAGE_KEYS.theme / .language) and applied at once. */
export function AppearanceCard() {
  const { preference, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  return (
    <SettingsSection
      id="appearance"
      icon={Palette}
      title="Appearance and language"
      description="Saved in this browser and applied right away."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
            Theme
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {themes.map(({ value, label, icon: Icon }) => (
              <label
                key={value}
                className={clsx(
                  "flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  preference === value
                    ? "border-brand-500 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-100"
                    : "border-slate-200 text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:text-slate-300",
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={preference === value}
                  onChange={() => setTheme(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Select
          label="Language"
          name="language"
          value={language}
          helperText="Translates the navigation; pages are in English for now."
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {INTERFACE_LANGUAGES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </SettingsSection>
  );
}
