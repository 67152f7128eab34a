import {
  Coins,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Scale,
  ScanSearch,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  UsersRound,
  Wrench,
} from "lucide-react";
import { paths } from "@/config/paths";
import type { MessageKey } from "@/lib/i18n";

export type NavItem = { to: string; labelKey: MessageKey; icon: LucideIcon; isAdminOnly?: boolean };
export type NavGroup = { labelKey: MessageKey; items: NavItem[] };

/** Every app route of spec §2, plus /admin for administrators. */
export const navGroups: NavGroup[] = [
  {
    labelKey: "nav.workspace",
    items: [
      { to: paths.dashboard, labelKey: "nav.dashboard", icon: LayoutDashboard },
      { to: paths.resumeAnalyzer, labelKey: "nav.resumeAnalyzer", icon: ScanSearch },
      { to: paths.resumeHistory, labelKey: "nav.resumeHistory", icon: History },
      { to: paths.candidates, labelKey: "nav.candidates", icon: Users },
      { to: paths.jobDescriptions, labelKey: "nav.jobDescriptions", icon: FileText },
      { to: paths.audit, labelKey: "nav.audit", icon: Scale },
      { to: paths.tools, labelKey: "nav.tools", icon: Wrench },
    ],
  },
  {
    labelKey: "nav.account",
    items: [
      { to: paths.credits, labelKey: "nav.credits", icon: Coins },
      { to: paths.billing, labelKey: "nav.billing", icon: CreditCard },
      { to: paths.support, labelKey: "nav.support", icon: LifeBuoy },
      { to: paths.profile, labelKey: "nav.profile", icon: UserRound },
      { to: paths.workspaceSettings, labelKey: "nav.workspaceSettings", icon: UsersRound },
      { to: paths.settings, labelKey: "nav.settings", icon: Settings },
      { to: paths.admin, labelKey: "nav.admin", icon: ShieldCheck, isAdminOnly: true },
    ],
  },
];

export function visibleNavGroups(isAdmin: boolean): NavGroup[] {
  return navGroups.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.isAdminOnly || isAdmin),
  }));
}
