import { PLAN_CREDITS, SUPPORT_RESPONSE_HOURS, WAITLIST_FREE_PRO_SLOTS } from "@hirelens/contracts";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { LegalPage, type LegalSection } from "./legal-page";

/** /terms-of-service: the agreement between HireLens and its users. */
export function TermsOfServicePage() {
  const { contactEmail } = useRuntimeConfig();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  const sections: LegalSection[] = [
    {
      id: "service",
      title: "The service",
      body: (
        <p>
          HireLens reads resumes, matches them against job descriptions and shows scores with their
          explanations, and offers related tools such as the job description creator. Features may
          evolve; we will not remove a core paid feature during a period you have paid for.
        </p>
      ),
    },
    {
      id: "account",
      title: "Your account",
      body: (
        <ul>
          <li>You must be at least 18 and use HireLens for your work or business.</li>
          <li>
            Keep your password safe and tell us at once about any unauthorised use. You are
            responsible for what happens under your account.
          </li>
          <li>One person per account; an organisation may have several accounts.</li>
        </ul>
      ),
    },
    {
      id: "candidates",
      title: "Candidates' data and fair hiring",
      body: (
        <>
          <p>
            You are the controller of the resumes you upload, and you confirm that you have a lawful
            basis to process them and that candidates were informed, for example through your job ad
            or careers page. Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> and data
            processing terms describe how we process them on your behalf.
          </p>
          <p>
            HireLens supports decisions; it does not make them. Scores are an aid to a human review,
            not an automated decision about a candidate. You remain responsible for complying with
            employment and anti-discrimination law, and for giving candidates a human review when
            they ask.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <ul>
          <li>
            Do not upload data you have no right to process, malware, or content that is unlawful.
          </li>
          <li>
            Do not use HireLens to discriminate on protected characteristics, or to profile people
            who did not apply to you.
          </li>
          <li>
            Do not try to reach other users' data, get around credits or limits, or overload the
            service; automated access needs our written agreement.
          </li>
        </ul>
      ),
    },
    {
      id: "plans",
      title: "Plans, credits and payment",
      body: (
        <>
          <ul>
            <li>
              Free includes {PLAN_CREDITS.free} credits a month, Pro {PLAN_CREDITS.pro} credits a
              month, and Enterprise unlimited use on terms agreed with our sales team. One credit
              analyses one resume.
            </li>
            <li>
              At the start of each monthly period your balance is topped up to your plan's
              allowance; plan credits do not accumulate. Credits from top-up packs do not expire
              while your account exists. Credits have no cash value.
            </li>
            <li>
              Pro renews every month and is charged in advance to your default card until you
              cancel. Prices are shown on the <Link to={paths.pricing}>pricing page</Link> and
              exclude taxes where they apply.
            </li>
            <li>If a renewal payment fails, your account returns to the Free plan.</li>
            <li>
              The first {WAITLIST_FREE_PRO_SLOTS} people on our waitlist receive Pro free for one
              month when they register with the same e-mail address; no card is needed, and the
              account returns to Free afterwards unless they subscribe.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "Cancellation and refunds",
      body: (
        <p>
          You can cancel at any time on the Billing page. Cancelling stops the next renewal: you
          keep Pro until the end of the period you paid for, then the account moves to Free.
          Payments already made are not refunded, except where the law requires it or where we have
          failed to provide the service. If you live in the EU and subscribe as a consumer, you may
          withdraw within 14 days of your first payment for a refund of the unused part.
        </p>
      ),
    },
    {
      id: "ip",
      title: "Your content and ours",
      body: (
        <p>
          You keep all rights to what you upload and to the results. You give us only the permission
          we need to run the service for you. HireLens, its software, taxonomy and design remain
          ours; you may not copy or resell them.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and support",
      body: (
        <p>
          We aim for the service to be available around the clock and announce planned maintenance
          in advance. Support answers every ticket within {SUPPORT_RESPONSE_HOURS} hours; Pro
          tickets are answered first.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Warranties and liability",
      body: (
        <p>
          Scores are estimates based on what the resume says; we do not guarantee that a candidate
          is suitable, or that a resume is truthful. To the extent the law allows, our total
          liability in any 12 months is limited to what you paid us in those 12 months, and we are
          not liable for indirect losses such as lost profits. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Ending the agreement",
      body: (
        <p>
          You may delete your account at any time in Settings. We may suspend or close an account
          that seriously or repeatedly breaks these terms, after warning you where possible. On
          closure your data is deleted as described in the Privacy Policy.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes, law and contact",
      body: (
        <p>
          We will give you 30 days' notice by e-mail of material changes; continuing to use HireLens
          after that means you accept them. These terms are governed by the law of the country where
          HireLens is established, without depriving consumers of the protection of their own law.
          Contact: {mail}.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of Service"
      effective="January 1, 2026"
      intro={
        <p>
          These terms are the agreement between you and HireLens when you use the HireLens website
          and app. Please read them together with the Privacy Policy.
        </p>
      }
      sections={sections}
    />
  );
}
