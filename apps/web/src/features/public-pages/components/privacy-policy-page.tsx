import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useRuntimeConfig } from "@/config/runtime-config";
import { LegalPage, type LegalSection } from "./legal-page";

/** /privacy-policy: what HireLens stores about users and candidates, why, how long, and how to delete it. */
export function PrivacyPolicyPage() {
  const { contactEmail } = useRuntimeConfig();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  const sections: LegalSection[] = [
    {
      id: "roles",
      title: "Who is responsible for which data",
      body: (
        <>
          <p>
            For <strong>your account</strong> (name, e-mail, billing, usage) HireLens is the
            controller: we decide why and how that data is processed.
          </p>
          <p>
            For <strong>candidates' resumes</strong> that you upload, your organisation is the
            controller and HireLens is your processor: we process those resumes only to provide the
            service to you, on your instructions, and never for our own purposes (we do not sell
            them, build profiles across customers or train models on them). Candidates who want to
            exercise their rights should contact the recruiter who uploaded their resume; we help
            you answer within the legal deadlines.
          </p>
        </>
      ),
    },
    {
      id: "what",
      title: "What we store",
      body: (
        <>
          <h3>About you, the user</h3>
          <ul>
            <li>
              Account: name, e-mail address, a salted password hash (never the password), whether
              your e-mail is verified, your profile photo if you add one, and two-factor settings.
            </li>
            <li>
              Onboarding answers: your role, job title, company, team size, hiring volume,
              industries, role types and goals.
            </li>
            <li>
              Billing: your plan and its dates, invoices, and for saved cards only the brand, the
              last four digits and the expiry date. The full card number is checked by the payment
              provider and never stored or logged by HireLens.
            </li>
            <li>Credits: a ledger of every grant, purchase and use.</li>
            <li>Support: your tickets and our replies; e-mail preferences.</li>
            <li>
              Security records: sessions (device and IP address), failed sign-in attempts, and
              server logs.
            </li>
          </ul>
          <h3>About candidates</h3>
          <ul>
            <li>
              The resume files you upload and the text read from them: contact details, work
              history, education, certifications, skills, links, and anything else the candidate
              wrote.
            </li>
            <li>
              The analysis: the structured profile, match scores, matched and missing skills with
              the lines they came from, and your shortlist or reject decisions.
            </li>
          </ul>
          <p>
            The score never uses a candidate's name, photo, contact details, age signals or school
            names. We ask you not to upload special-category data (health, religion, ethnicity,
            political opinions) unless the candidate chose to include it and you have a lawful basis
            to process it.
          </p>
          <h3>About waitlist members</h3>
          <p>Name, e-mail, role, and company if given, with your position on the list.</p>
        </>
      ),
    },
    {
      id: "why",
      title: "Why we use it (purposes and legal bases)",
      body: (
        <table>
          <thead>
            <tr>
              <th>Purpose</th>
              <th>Legal basis</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Providing the service: accounts, analyses, history, exports</td>
              <td>Contract with you</td>
            </tr>
            <tr>
              <td>Billing, invoices and tax records</td>
              <td>Contract; legal obligation</td>
            </tr>
            <tr>
              <td>Processing candidates' resumes on your behalf</td>
              <td>Your instructions as controller (data processing terms)</td>
            </tr>
            <tr>
              <td>Security, fraud and abuse prevention, rate limits</td>
              <td>Legitimate interest in a safe service</td>
            </tr>
            <tr>
              <td>
                Service e-mails (verification, password reset, support replies, analysis done)
              </td>
              <td>Contract; your e-mail preferences decide the optional ones</td>
            </tr>
            <tr>
              <td>Product news and offers</td>
              <td>Consent (off by default, change it in Settings)</td>
            </tr>
            <tr>
              <td>Waitlist and the early-access offer</td>
              <td>Consent when you joined</td>
            </tr>
          </tbody>
        </table>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <ul>
          <li>
            <strong>Resumes, files and analyses</strong>: until you delete the batch or the file, or
            delete your account. Your organisation decides how long candidates' data is kept; we
            recommend deleting batches once a role is filled, and no later than 12 months after,
            unless the candidate agreed to stay in your talent pool.
          </li>
          <li>
            <strong>Account and profile</strong>: while your account exists. Deleting the account
            erases it from the live database at once.
          </li>
          <li>
            <strong>Invoices and payment records</strong>: as long as tax and accounting law
            requires (typically up to 10 years), even after the account is deleted, without the rest
            of your data.
          </li>
          <li>
            <strong>Support tickets</strong>: while your account exists; they are deleted with it.
          </li>
          <li>
            <strong>Sessions and security logs</strong>: sessions end after at most 7 days of
            inactivity; server logs are kept for 30 days.
          </li>
          <li>
            <strong>Backups</strong>: encrypted, overwritten within 30 days, so deleted data leaves
            the backups within that time.
          </li>
          <li>
            <strong>Waitlist</strong>: until you register or ask us to remove you, and at most 12
            months after launch.
          </li>
        </ul>
      ),
    },
    {
      id: "delete",
      title: "How to delete data and use your rights",
      body: (
        <>
          <ul>
            <li>
              Delete a batch, a resume or a job description from its page: it is removed, with its
              files and analyses, at once.
            </li>
            <li>
              Export your data from <Link to={paths.settings}>Settings</Link> as a machine-readable
              file.
            </li>
            <li>
              Delete your account from <Link to={paths.settings}>Settings</Link>: your files,
              resumes, analyses, profile, cards, tickets and credit history are deleted; nothing is
              left behind except the invoices the law makes us keep.
            </li>
            <li>
              Change which e-mails you get in Settings, or with the link at the bottom of each
              optional e-mail.
            </li>
          </ul>
          <p>
            You have the right to access, correct, delete, restrict or object to the processing of
            your data, and to data portability. Write to {mail}; we answer within 30 days, usually
            much sooner. You may also complain to your data protection authority.
          </p>
        </>
      ),
    },
    {
      id: "subprocessors",
      title: "Sub-processors",
      body: (
        <>
          <p>
            We use a small number of service providers, each bound by a data processing agreement,
            and only for what is listed:
          </p>
          <table>
            <thead>
              <tr>
                <th>Provider type</th>
                <th>What they process</th>
                <th>Why</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Cloud hosting and database (EU region)</td>
                <td>All service data, encrypted at rest and in transit</td>
                <td>Running HireLens</td>
              </tr>
              <tr>
                <td>Object storage (same provider and region)</td>
                <td>Uploaded resume files and profile photos</td>
                <td>Storing files</td>
              </tr>
              <tr>
                <td>E-mail delivery provider</td>
                <td>Your name, e-mail address and the content of service e-mails</td>
                <td>Sending e-mails</td>
              </tr>
              <tr>
                <td>Stripe, Inc. (payments)</td>
                <td>Card details you enter on Stripe's page, billing name and e-mail, amounts</td>
                <td>Taking payments and subscriptions</td>
              </tr>
              <tr>
                <td>Google (optional)</td>
                <td>
                  Your Google account name, e-mail and photo, if you choose “Continue with Google”
                </td>
                <td>Signing in</td>
              </tr>
              <tr>
                <td>AI language-model provider (optional)</td>
                <td>The notes you give the job description creator</td>
                <td>Writing job descriptions</td>
              </tr>
            </tbody>
          </table>
          <p>
            Resume reading and scoring always run on HireLens' own servers with our built-in engine;
            resumes are not sent to an external AI service to be scored. We announce new
            sub-processors on this page 30 days before they start.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <ul>
          <li>
            TLS for every connection; data encrypted at rest; passwords hashed with a memory-hard
            algorithm.
          </li>
          <li>Optional two-factor authentication; sign-in attempts are limited.</li>
          <li>
            Every user sees only their own data: requests for anything else answer “not found”.
          </li>
          <li>
            Access by HireLens staff is limited to what support and operations need, and logged.
          </li>
        </ul>
      ),
    },
    {
      id: "transfers",
      title: "International transfers",
      body: (
        <p>
          We store data in the European Union. Where a provider processes data outside it (for
          example Stripe or Google), the transfer relies on an adequacy decision or the EU Standard
          Contractual Clauses.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      body: (
        <p>
          HireLens uses no advertising or tracking cookies. Your browser's local storage keeps your
          session token, your theme and your language so the app works; nothing else.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and contact",
      body: (
        <p>
          We will tell you by e-mail before any material change to this policy takes effect.
          Questions, requests or complaints: {mail}.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      effective="January 1, 2026"
      intro={
        <p>
          HireLens helps recruiters rank resumes against a job. That means we handle two kinds of
          personal data: yours, as a user, and that of the candidates whose resumes you upload. This
          policy says what we store, why, for how long, who helps us, and how to delete it.
        </p>
      }
      sections={sections}
    />
  );
}
