import { STORAGE_KEYS } from "@hirelens/contracts";
import { create } from "zustand";

/**
 * Interface language. The choice is stored under STORAGE_KEYS.language (spec §9) and applied at
 * once: <html lang> and the app shell's navigation. Page copy is English until it is translated
 * (docs/decisions/047-web-auth-language.md).
 */
export const INTERFACE_LANGUAGES = [
  { code: "en", label: "English" },
  { code: "es", label: "Español" },
  { code: "fr", label: "Français" },
  { code: "de", label: "Deutsch" },
] as const;

export type LanguageCode = (typeof INTERFACE_LANGUAGES)[number]["code"];

const english = {
  "nav.dashboard": "Dashboard",
  "nav.resumeAnalyzer": "Resume Analyzer",
  "nav.resumeHistory": "History",
  "nav.candidates": "Candidates",
  "nav.jobDescriptions": "Job Descriptions",
  "nav.audit": "Audit",
  "nav.tools": "Tools",
  "nav.credits": "Credits",
  "nav.billing": "Billing",
  "nav.support": "Support",
  "nav.profile": "Profile",
  "nav.settings": "Settings",
  "nav.workspaceSettings": "Workspace settings",
  "nav.admin": "Admin",
  "nav.workspace": "Workspace",
  "nav.account": "Account",
  "menu.signOut": "Sign out",
  "menu.open": "Open navigation",
  "menu.close": "Close navigation",
  "menu.user": "Account menu",
} as const;

export type MessageKey = keyof typeof english;

const messages: Record<LanguageCode, Record<MessageKey, string>> = {
  en: english,
  es: {
    "nav.dashboard": "Panel",
    "nav.resumeAnalyzer": "Analizador de CV",
    "nav.resumeHistory": "Historial",
    "nav.candidates": "Candidatos",
    "nav.jobDescriptions": "Descripciones de puesto",
    "nav.audit": "Auditoría",
    "nav.tools": "Herramientas",
    "nav.credits": "Créditos",
    "nav.billing": "Facturación",
    "nav.support": "Soporte",
    "nav.profile": "Perfil",
    "nav.settings": "Ajustes",
    "nav.workspaceSettings": "Ajustes del espacio",
    "nav.admin": "Administración",
    "nav.workspace": "Espacio de trabajo",
    "nav.account": "Cuenta",
    "menu.signOut": "Cerrar sesión",
    "menu.open": "Abrir navegación",
    "menu.close": "Cerrar navegación",
    "menu.user": "Menú de la cuenta",
  },
  fr: {
    "nav.dashboard": "Tableau de bord",
    "nav.resumeAnalyzer": "Analyse de CV",
    "nav.resumeHistory": "Historique",
    "nav.candidates": "Candidats",
    "nav.jobDescriptions": "Fiches de poste",
    "nav.audit": "Audit",
    "nav.tools": "Outils",
    "nav.credits": "Crédits",
    "nav.billing": "Facturation",
    "nav.support": "Assistance",
    "nav.profile": "Profil",
    "nav.settings": "Paramètres",
    "nav.workspaceSettings": "Paramètres de l’espace",
    "nav.admin": "Administration",
    "nav.workspace": "Espace de travail",
    "nav.account": "Compte",
    "menu.signOut": "Se déconnecter",
    "menu.open": "Ouvrir la navigation",
    "menu.close": "Fermer la navigation",
    "menu.user": "Menu du compte",
  },
  de: {
    "nav.dashboard": "Übersicht",
    "nav.resumeAnalyzer": "Lebenslauf-Analyse",
    "nav.resumeHistory": "Verlauf",
    "nav.candidates": "Kandidaten",
    "nav.jobDescriptions": "Stellenbeschreibungen",
    "nav.audit": "Prüfung",
    "nav.tools": "Werkzeuge",
    "nav.credits": "Guthaben",
    "nav.billing": "Abrechnung",
    "nav.support": "Support",
    "nav.profile": "Profil",
    "nav.settings": "Einstellungen",
    "nav.workspaceSettings": "Arbeitsbereich-Einstellungen",
    "nav.admin": "Verwaltung",
    "nav.workspace": "Arbeitsbereich",
    "nav.account": "Konto",
    "menu.signOut": "Abmelden",
    "menu.open": "Navigation öffnen",
    "menu.close": "Navigation schließen",
    "menu.user": "Kontomenü",
  },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return INTERFACE_LANGUAGES.some((language) => language.code === value);
}

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    return isLanguageCode(stored) ? stored : "en";
  } catch {
    return "en";
  }
}

export function applyLanguage(language: LanguageCode): void {
  document.documentElement.lang = language;
}

export function translate(language: LanguageCode, key: MessageKey): string {
  return messages[language][key];
}

type LanguageState = {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
};

export const useLanguage = create<LanguageState>((set) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // Storage can be unavailable (private mode); the choice still applies to this visit.
    }
    applyLanguage(language);
    set({ language });
  },
}));

/** `t("nav.dashboard")` in the current language. */
export function useTranslate(): (key: MessageKey) => string {
  const language = useLanguage((state) => state.language);
  return (key) => translate(language, key);
}
