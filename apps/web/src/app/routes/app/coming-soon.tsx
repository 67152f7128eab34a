import {
  Coins,
  CreditCard,
  FileText,
  History,
  LifeBuoy,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Wrench,
} from "lucide-react";
import type { ComponentProps } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/stores/auth-store";
import { ComingSoonPage } from "@/features/dashboard/components/coming-soon";

/** What each not-yet-built app page will hold, and the next useful step meanwhile. */
const pages: Record<string, ComponentProps<typeof ComingSoonPage>> = {
  [paths.resumeAnalyzer]: {
    title: "Resume Analyzer",
    description:
      "Pick a job description, upload up to 50 resumes and get them ranked with explanations.",
    icon: ScanSearch,
    emptyTitle: "The analyzer is on its way",
    emptyDescription:
      "Soon you can drop resumes here and see every candidate scored against your job, with the evidence.",
    action: { to: paths.jobDescriptions, label: "Prepare a job description" },
  },
  [paths.resumeHistory]: {
    title: "Resume History",
    description: "Every batch you have analysed: reopen, export or delete.",
    icon: History,
    emptyTitle: "No batches yet",
    emptyDescription: "Each analysis you run is kept here so you can come back to its ranking.",
    action: { to: paths.resumeAnalyzer, label: "Go to the analyzer" },
  },
  [paths.jobDescriptions]: {
    title: "Job Descriptions",
    description: "Create, edit and reuse your job descriptions.",
    icon: FileText,
    emptyTitle: "No job descriptions yet",
    emptyDescription:
      "Saved job descriptions let you screen new candidates against the same criteria every time.",
    action: { to: paths.jobDescriptionCreator, label: "Open the job description creator" },
  },
  [paths.tools]: {
    title: "Tools",
    description: "Recruiting tools included with your account.",
    icon: Wrench,
    emptyTitle: "Tools are coming",
    emptyDescription:
      "The job description creator and more recruiting helpers will be listed here.",
    action: { to: paths.dashboard, label: "Back to the dashboard" },
  },
  [paths.jobDescriptionCreator]: {
    title: "Job Description Creator",
    description: "Generate a complete job description from a title, skills and a few notes.",
    icon: Sparkles,
    emptyTitle: "The creator is on its way",
    emptyDescription:
      "Give a title, seniority and skills, and get a complete job description to edit.",
    action: { to: paths.jobDescriptions, label: "See your job descriptions" },
  },
  [paths.credits]: {
    title: "Credits",
    description: "Your credit balance and every credit transaction.",
    icon: Coins,
    emptyTitle: "No transactions yet",
    emptyDescription:
      "Each resume you analyse uses one credit; every grant and use will be listed here.",
    action: { to: paths.billing, label: "See plans and billing" },
  },
  [paths.billing]: {
    title: "Billing",
    description: "Your plan, payment methods and invoices.",
    icon: CreditCard,
    emptyTitle: "No invoices yet",
    emptyDescription: "Your plan, saved cards and every invoice will appear here.",
    action: { to: paths.credits, label: "See your credits" },
  },
  [paths.support]: {
    title: "Support",
    description: "Contact us, follow your tickets and read the FAQ.",
    icon: LifeBuoy,
    emptyTitle: "No support tickets",
    emptyDescription:
      "Questions you send us and our replies will be listed here. We answer within 24 hours.",
    action: { to: paths.dashboard, label: "Back to the dashboard" },
  },
  [paths.admin]: {
    title: "Admin",
    description: "Waitlist, users and credits, support tickets and the mail outbox.",
    icon: ShieldCheck,
    emptyTitle: "Admin tools are coming",
    emptyDescription: "The waitlist export, user management and the mail outbox will be here.",
    action: { to: paths.dashboard, label: "Back to the dashboard" },
  },
};

export const comingSoonPaths = Object.keys(pages);

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const role = useAuth((state) => state.user?.role);
  // /admin is for users whose e-mail is in ADMIN_EMAILS (role admin) only.
  if (pathname === paths.admin && role !== "admin")
    return <Navigate to={paths.dashboard} replace />;
  const page = pages[pathname] ?? pages[paths.tools];
  if (!page) return null;
  return <ComingSoonPage {...page} />;
}
