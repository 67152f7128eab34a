import type { UserExport } from "@hirelens/contracts";
import type { Database } from "../../db/client.ts";
import { formatInvoiceNumber } from "../billing/billing-periods.ts";
import {
  findUserCreditAccount,
  findUserSubscription,
  listUserBatches,
  listUserCandidates,
  listUserCreditTransactions,
  listUserFiles,
  listUserInvoices,
  listUserJobDescriptions,
  listUserPaymentMethods,
  listUserTickets,
} from "./account-export.repository.ts";

type FeatureSections = Pick<
  UserExport,
  "jobDescriptions" | "analyses" | "credits" | "billing" | "supportTickets"
> & { resumeFiles: UserExport["files"] };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Every feature's rows of one user, as stored, for the export: job descriptions, resume files
 * (metadata), analyses with their candidates, the credits ledger, billing and support. Provider
 * tokens (card and customer references) are left out, like password hashes and OAuth tokens.
 */
export async function exportFeatureSections(
  db: Database,
  userId: string,
): Promise<FeatureSections> {
  const [
    fileRows,
    jobRows,
    batchRows,
    candidateRows,
    creditAccount,
    transactionRows,
    subscription,
    cardRows,
    invoiceRows,
    tickets,
  ] = await Promise.all([
    listUserFiles(db, userId),
    listUserJobDescriptions(db, userId),
    listUserBatches(db, userId),
    listUserCandidates(db, userId),
    findUserCreditAccount(db, userId),
    listUserCreditTransactions(db, userId),
    findUserSubscription(db, userId),
    listUserPaymentMethods(db, userId),
    listUserInvoices(db, userId),
    listUserTickets(db, userId),
  ]);

  return {
    resumeFiles: fileRows.map((row) => ({
      kind: "resume",
      path: `uploads/${row.storageKey}`,
      bytes: row.size,
      id: row.id,
      name: row.name,
      format: row.kind,
      sha256: row.sha256,
      createdAt: iso(row.createdAt),
    })),
    jobDescriptions: jobRows.map((row) => ({
      id: row.id,
      title: row.title,
      company: row.company,
      location: row.location,
      employmentType: row.employmentType,
      workArrangement: row.workArrangement,
      text: row.text,
      parsedRequirements: row.parsedRequirements,
      overrides: row.overrides,
      weights: row.weights,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    analyses: batchRows.map((batch) => ({
      id: batch.id,
      name: batch.name,
      jobDescriptionId: batch.jobDescriptionId,
      jobTitle: batch.jobTitle,
      status: batch.status,
      totalFiles: batch.totalFiles,
      creditsCharged: batch.creditsCharged,
      job: batch.job,
      weights: batch.weights,
      createdAt: iso(batch.createdAt),
      completedAt: isoOrNull(batch.completedAt),
      candidates: candidateRows
        .filter((row) => row.batchId === batch.id)
        .map((row) => ({
          id: row.id,
          fileId: row.fileId,
          fileName: row.fileName,
          fileSha256: row.fileSha256,
          position: row.position,
          status: row.status,
          reviewStatus: row.reviewStatus,
          notes: row.notes,
          score: row.score,
          name: row.name,
          lastTitle: row.lastTitle,
          years: row.years,
          topMatchedSkills: row.topMatchedSkills,
          topMissingSkills: row.topMissingSkills,
          failureCode: row.failureCode,
          failureMessage: row.failureMessage,
          documentKind: row.documentKind,
          pages: row.pages,
          documentText: row.documentText,
          parsedResume: row.parsedResume,
          match: row.match,
          insights: row.insights,
          createdAt: iso(row.createdAt),
          scoredAt: isoOrNull(row.scoredAt),
        })),
    })),
    credits: {
      account: creditAccount
        ? {
            periodAnchor: iso(creditAccount.periodAnchor),
            createdAt: iso(creditAccount.createdAt),
          }
        : null,
      transactions: transactionRows.map((row) => ({
        amount: row.amount,
        kind: row.kind,
        reason: row.reason,
        batchId: row.batchId,
        balanceAfter: row.balanceAfter,
        createdAt: iso(row.createdAt),
      })),
    },
    billing: {
      subscription: subscription
        ? {
            plan: subscription.plan,
            status: subscription.status,
            isTrial: subscription.isTrial,
            currentPeriodStart: iso(subscription.currentPeriodStart),
            currentPeriodEnd: iso(subscription.currentPeriodEnd),
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            provider: subscription.provider,
            createdAt: iso(subscription.createdAt),
            updatedAt: iso(subscription.updatedAt),
          }
        : null,
      paymentMethods: cardRows.map((row) => ({
        provider: row.provider,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
        isDefault: row.isDefault,
        createdAt: iso(row.createdAt),
      })),
      invoices: invoiceRows.map((row) => ({
        number: formatInvoiceNumber(row.number),
        status: row.status,
        currency: row.currency,
        subtotalCents: row.subtotalCents,
        totalCents: row.totalCents,
        lines: row.lines,
        periodStart: isoOrNull(row.periodStart),
        periodEnd: isoOrNull(row.periodEnd),
        paymentMethod: row.paymentMethod,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        provider: row.provider,
        issuedAt: iso(row.issuedAt),
      })),
    },
    supportTickets: tickets.map(({ ticket, messages }) => ({
      number: ticket.number,
      category: ticket.category,
      subject: ticket.subject,
      status: ticket.status,
      createdAt: iso(ticket.createdAt),
      updatedAt: iso(ticket.updatedAt),
      messages: messages.map((message) => ({
        author: message.author,
        authorName: message.authorName,
        body: message.body,
        createdAt: iso(message.createdAt),
      })),
    })),
  };
}
