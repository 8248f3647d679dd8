import { customerDepartmentEntity } from '@/lib/entities/customer-department';
import { declareCall, declareKeyedCall, type Call, type In, type Out } from './call';
import { clueDistributionPaths as leads } from './clue-distribution-paths';
import type { distributionRuleSchema, handedOutLeadsSchema, leadReceiversSchema, ruleDistributedLeadsSchema } from './clue-distribution';
import type { ReportInput, customerStarSchema, dailyReportSchema, doorSchema, funnelSchema, rankingSchema, signSchema } from './crm-reports';
import { dailyReportPath, statisticsPath, type DailyReportKind } from './crm-reports-paths';
import type { customerDepartmentTreeSchema } from './customer-departments';
import { customerPoolPaths } from './customer-pool-paths';
import type { poolSettingAnswerSchema, poolSettingSchema } from './customer-pool';

/** Record keys as the lead calls take them: a list, or one comma-separated text. */
type KeyList = string | readonly string[];

/**
 * The CRM's own calls beside its records' generic ones (./call.ts): the public pool's rules, lead
 * distribution, a customer's organisation, and the reports. The screens of components/crm and
 * components/crm-reports call these; the routes answering them are declared from them.
 */
export const crmCalls = {
  poolSetting: declareCall<undefined, Out<typeof poolSettingAnswerSchema>>('GET', customerPoolPaths.setting),
  savePoolSetting: declareCall<In<typeof poolSettingSchema>, Out<typeof poolSettingAnswerSchema>>('POST', customerPoolPaths.setting),
  distributionRule: declareCall<undefined, Out<typeof distributionRuleSchema>>('GET', leads.rule),
  saveDistributionRule: declareCall<In<typeof distributionRuleSchema>, Out<typeof distributionRuleSchema>>('POST', leads.rule),
  leadReceivers: declareCall<undefined, Out<typeof leadReceiversSchema>>('GET', leads.receivers),
  batchDistribute: declareCall<{ ids: KeyList; followers: KeyList }, Out<typeof handedOutLeadsSchema>>('POST', leads.batchDistribute),
  distributeByRule: declareCall<{ ids: KeyList }, Out<typeof ruleDistributedLeadsSchema>>('POST', leads.distributeByRule),
  /** A customer's organisation as a tree, within the caller's departments. */
  customerDepartmentTree: declareKeyedCall<undefined, Out<typeof customerDepartmentTreeSchema>>('GET', (customerKey) => `${customerDepartmentEntity.apiBase}/findByCustomerKey/${encodeURIComponent(customerKey)}`),
};

/** The statistics (统计分析), each for a range and optionally one person. */
export const statisticsCalls = {
  customerStar: declareCall<ReportInput, Out<typeof customerStarSchema>>('POST', statisticsPath('customerStar')),
  sign: declareCall<ReportInput, Out<typeof signSchema>>('POST', statisticsPath('sign')),
  door: declareCall<ReportInput, Out<typeof doorSchema>>('POST', statisticsPath('door')),
  funnel: declareCall<ReportInput, Out<typeof funnelSchema>>('POST', statisticsPath('funnel')),
  ranking: declareCall<ReportInput, Out<typeof rankingSchema>>('POST', statisticsPath('ranking')),
};

/** A daily report (日报) of one kind of record. */
export const dailyReportCall = (kind: DailyReportKind): Call<ReportInput, Out<typeof dailyReportSchema>> => declareCall('POST', dailyReportPath(kind));
