import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { anchors, paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { LinkedInIcon, XIcon } from "./social-icons";

const socialClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-slate-600 transition hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-300 dark:hover:border-brand-500 dark:hover:text-brand-300";

const footerLinkClass =
  "rounded text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white";

export function SiteFooter() {
  const { contactEmail, twitterUrl, linkedinUrl, siteMode } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-10 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-400">
              Revolutionizing recruitment with AI-powered matching.
            </p>
            <ul className="mt-6 flex gap-3" aria-label="HireLens on social media">
              <li>
                <a
                  href={twitterUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={socialClass}
                  aria-label="HireLens on Twitter (opens in a new tab)"
                >
                  <XIcon className="size-4" />
                </a>
              </li>
              <li>
                <a
                  href={linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={socialClass}
                  aria-label="HireLens on LinkedIn (opens in a new tab)"
                >
                  <LinkedInIcon className="size-4" />
                </a>
              </li>
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 sm:gap-16">
            <nav aria-label="Footer">
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Product</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {(siteMode === "app"
                  ? [
                      { href: paths.features, label: "Features" },
                      { href: paths.pricing, label: "Pricing" },
                      { href: `/#${anchors.howItWorks}`, label: "How it works" },
                      { href: `/#${anchors.demo}`, label: "Demo" },
                      { href: `/#${anchors.waitlistForm}`, label: "Join the waitlist" },
                    ]
                  : [
                      { href: `#${anchors.howItWorks}`, label: "How it works" },
                      { href: `#${anchors.demo}`, label: "Demo" },
                      { href: `#${anchors.features}`, label: "Features" },
                      { href: `#${anchors.waitlistForm}`, label: "Join the waitlist" },
                    ]
                ).map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={footerLinkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {siteMode === "app" ? (
              <nav aria-label="Legal">
                <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Legal</h2>
                <ul className="mt-4 space-y-3 text-sm">
                  <li>
                    <Link to={paths.privacyPolicy} className={footerLinkClass}>
                      Privacy Policy
                    </Link>
                  </li>
                  <li>
                    <Link to={paths.termsOfService} className={footerLinkClass}>
                      Terms of Service
                    </Link>
                  </li>
                </ul>
              </nav>
            ) : null}
            <div>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Contact</h2>
              <a
                href={`mailto:${contactEmail}`}
                className="mt-4 inline-flex items-center gap-2 rounded text-sm break-all text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {contactEmail}
              </a>
            </div>
          </div>
        </div>
        <p className="mt-12 border-t border-slate-200 pt-8 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          © {year} HireLens. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
