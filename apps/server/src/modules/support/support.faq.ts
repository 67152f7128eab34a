import {
  type FaqItem,
  MAX_BULK_RESUMES,
  PLAN_CREDITS,
  SUPPORT_RESPONSE_HOURS,
  WAITLIST_FREE_PRO_SLOTS,
} from "@hirelens/contracts";

const MB = 10;

/** The FAQ served by GET /api/support/faq; facts come from the business constants. */
export const FAQ: readonly FaqItem[] = [
  {
    id: "what-is-a-credit",
    category: "Credits and plans",
    question: "What is a credit?",
    answer:
      "One credit analyses one resume against one job description. A batch is checked before it starts: if your balance does not cover every resume in it, nothing is charged and you are told how many credits are missing. Resumes that cannot be read are refunded automatically.",
  },
  {
    id: "plan-allowances",
    category: "Credits and plans",
    question: "How many credits does each plan include?",
    answer: `Free includes ${PLAN_CREDITS.free} credits a month, Pro ${PLAN_CREDITS.pro} credits a month, and Enterprise is unlimited. Your allowance is topped up at the start of every monthly period.`,
  },
  {
    id: "credits-reset",
    category: "Credits and plans",
    question: "Do unused credits roll over?",
    answer:
      "At the start of each period your balance is topped up to your plan's allowance, so plan credits do not pile up month after month. Credits from top-up packs are added on top and do not expire.",
  },
  {
    id: "top-up",
    category: "Credits and plans",
    question: "Can I buy more credits without changing plan?",
    answer:
      "Yes. On the Billing page choose a top-up pack (25, 100 or 500 credits). The credits are added to your balance as soon as the payment succeeds and an invoice is issued.",
  },
  {
    id: "waitlist-offer",
    category: "Credits and plans",
    question: "I joined the waitlist. Do I get the free Pro month?",
    answer: `The first ${WAITLIST_FREE_PRO_SLOTS} people on the waitlist get the Pro plan free for one month when they register with the same e-mail address. No credit card is needed; the Billing page shows when the free month ends. Afterwards the account returns to Free unless you subscribe.`,
  },
  {
    id: "upgrade",
    category: "Billing",
    question: "How do I upgrade to Pro?",
    answer:
      "Open Billing, choose Upgrade to Pro and pay with a saved or a new card. Pro starts at once: your credits are topped up to the Pro allowance and the invoice appears under Invoices.",
  },
  {
    id: "cancel",
    category: "Billing",
    question: "What happens when I cancel?",
    answer:
      "Cancelling stops the renewal. You keep Pro and its credits until the end of the period you paid for, then the account moves to the Free plan. You can resume the subscription any time before that date.",
  },
  {
    id: "invoices",
    category: "Billing",
    question: "Where do I find my invoices?",
    answer:
      "Every payment produces a numbered invoice with its date and line items. Open Billing, then Invoices, and download any of them as a PDF.",
  },
  {
    id: "cards",
    category: "Billing",
    question: "Do you store my card number?",
    answer:
      "No. We keep only the card brand, its last four digits and its expiry date so you can recognise it. The full number is checked by the payment provider and never stored or logged by HireLens.",
  },
  {
    id: "file-types",
    category: "Analysis",
    question: "Which resume files can I upload?",
    answer: `PDF (with a text layer), DOCX, DOC, RTF, TXT and Markdown, up to ${MB} MB each and up to ${MAX_BULK_RESUMES} resumes per batch. Scanned PDFs without text are reported as such instead of being guessed at.`,
  },
  {
    id: "score",
    category: "Analysis",
    question: "How is the match score calculated?",
    answer:
      "The score from 0 to 100 is a weighted sum of required skills, preferred skills, experience, education and certifications, occupation and title fit, and overall relevance. Every component is shown with the evidence from the resume, and a band beside the score (Strong, Good, Possible or Unlikely fit) says what it means. You can change the weights per job.",
  },
  {
    id: "fairness",
    category: "Analysis",
    question: "Does the score use names, photos or ages?",
    answer:
      "No. The score never uses name, photo, contact details, age signals or school names. The anonymised review mode also hides them from the screen so the whole team can review on skills and experience.",
  },
  {
    id: "data-retention",
    category: "Privacy and security",
    question: "How long do you keep candidates' resumes?",
    answer:
      "Resumes and their analyses are kept while your account exists so you can reopen past batches. You can delete a batch at any time, and deleting your account deletes every file, resume, analysis and profile it holds.",
  },
  {
    id: "export-data",
    category: "Privacy and security",
    question: "Can I export or delete my data?",
    answer:
      "Yes. Settings offers an export of your data and the deletion of your account. Candidates can ask you, as the recruiter, to remove their resume; delete the batch or the file and it is gone.",
  },
  {
    id: "response-time",
    category: "Support",
    question: "How fast does support answer?",
    answer: `We answer every ticket within ${SUPPORT_RESPONSE_HOURS} hours. You get an e-mail when we reply (unless you turned support replies off in your e-mail preferences) and the whole thread stays on the Support page.`,
  },
];
