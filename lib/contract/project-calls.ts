import { declareCall, type In, type Out } from './call';
import type { RecordValues } from './entity-calls';
import type { entityRecordSchema } from './entity-answers';
import type { projectCodeSchema, projectDetailsSchema, projectOverviewSchema } from './project';
import type { budgetPlansSchema, otherFeeFiguresSchema } from './project-budget';
import { budgetPaths, projectDocumentPaths, projectPaths, projectReportPath } from './project-paths';
import type { projectReportInputSchema, projectReportSchema } from './project-report';

/** The project a workspace call is about. */
type OfProject = { projectKey: string };

/**
 * The project workspace's own calls beside its records' generic ones (./entity-calls.ts), each with
 * what it is sent and answers (./call.ts); saving and submitting at once is the approval's
 * saveApproved (./entity-feature-calls.ts).
 */
export const projectCalls = {
  /** The project with its people named, and whether the caller may change it. */
  details: declareCall<OfProject, Out<typeof projectDetailsSchema>>('GET', projectPaths.details),
  overview: declareCall<OfProject, Out<typeof projectOverviewSchema>>('GET', projectPaths.overview),
  /** Creates a project (as addOrUpdate). */
  save: declareCall<RecordValues, Out<typeof entityRecordSchema>>('POST', projectPaths.save),
  /** Updates a project: as addOrUpdate, insisting on its key. */
  update: declareCall<RecordValues, Out<typeof entityRecordSchema>>('POST', projectPaths.update),
  /** A new project code for a city and a project name (also answered in msg). */
  generateCode: declareCall<{ city: string; projectName: string }, Out<typeof projectCodeSchema>>('GET', projectPaths.generateCode),
  /** The report tab (分析) over a range of whole days. */
  report: declareCall<In<typeof projectReportInputSchema>, Out<typeof projectReportSchema>>('GET', projectReportPath),
  /** A multipart form: the file, and its folder (folderKey) or the file it is a new version of (documentKey). */
  uploadDocument: declareCall<FormData, Out<typeof entityRecordSchema>>('POST', projectDocumentPaths.upload),
};

/** A project's budget figures, by tab. */
export const budgetCalls = {
  payment: declareCall<OfProject, Out<typeof budgetPlansSchema>>('GET', budgetPaths.payment),
  receivable: declareCall<OfProject, Out<typeof budgetPlansSchema>>('GET', budgetPaths.receivable),
  otherFee: declareCall<OfProject, Out<typeof otherFeeFiguresSchema>>('GET', budgetPaths.otherFee),
};
