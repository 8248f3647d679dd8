import { projectEntity } from '@/lib/entities/project';
import { projectDocumentEntity } from '@/lib/entities/project-document';
import { projectDocumentVersionEntity } from '@/lib/entities/project-document-version';
import { projectFolderEntity } from '@/lib/entities/project-folder';

/*
 * The project calls' paths (under /api/eis/restful), apart from their schemas (project.ts,
 * project-budget.ts, project-report.ts, project-documents.ts), so naming a call loads no zod.
 */

const BASE = projectEntity.apiBase;

export const projectPaths = {
  query: `${BASE}/query`,
  save: `${BASE}/save`,
  saveApproved: `${BASE}/saveApproved`,
  update: `${BASE}/update`,
  /** GET ?projectKey= */
  details: `${BASE}/details`,
  /** GET ?projectKey=: everyone on the project with their part and department. */
  participants: `${BASE}/participants`,
  /** GET ?city=&projectName=: answers the code in msg. */
  generateCode: `${BASE}/generateCode`,
  /** POST ?projectKey=&status=: a manual status change (finish, reopen, close). */
  updateStatus: `${BASE}/updateStatus`,
  /** GET ?projectKey=: the workspace's overview. */
  overview: `${BASE}/overview`,
} as const;

/** A project's budget: its payment plans, its receivable plans and its other fees, with their figures. */
const BUDGET_BASE = '/api/eis/restful';
export const budgetPaths = {
  payment: `${BUDGET_BASE}/budget/payment`,
  receivable: `${BUDGET_BASE}/budget/receivable`,
  otherFee: `${BUDGET_BASE}/budget/otherFee`,
  paymentDetails: `${BUDGET_BASE}/payment/details`,
  receivableDetails: `${BUDGET_BASE}/receivable/details`,
} as const;

/** The workspace's report tab (分析): GET ?projectKey=&from=&to=. */
export const projectReportPath = `${BASE}/report`;

/**
 * A project's cloud documents (docs/entities.md, "Files kept for a record"): folders and files have
 * the generic calls of their declarations; files come in through the upload and go out through the
 * download, both checking that the caller may see the project.
 */
export const projectDocumentPaths = {
  folders: projectFolderEntity.apiBase,
  documents: projectDocumentEntity.apiBase,
  versions: projectDocumentVersionEntity.apiBase,
  /** POST multipart: file, folderKey; or documentKey for a new version of that file. */
  upload: `${projectDocumentEntity.apiBase}/upload`,
  /** GET ?documentKey= (its latest version) or ?versionKey=, &preview=1 to show it inline. */
  download: `${projectDocumentEntity.apiBase}/download`,
} as const;
