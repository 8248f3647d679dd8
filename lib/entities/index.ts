import type { EntityDef } from '@/lib/entity/types';
import { activityEntity } from './activity';
import { appBindingEntity } from './app-binding';
import { baseInfoEntity } from './base-info';
import { channelEntity } from './channel';
import { clueEntity } from './clue';
import { customerEntity } from './customer';
import { customerContactEntity } from './customer-contact';
import { customerAccountEntity } from './customer-account';
import { customerAddressEntity } from './customer-address';
import { customerCategoryEntity } from './customer-category';
import { customerConfigCategoryEntity } from './customer-config-category';
import { customerConfigChannelEntity } from './customer-config-channel';
import { customerContactVisitEntity } from './customer-contact-visit';
import { followEntity } from './follow';
import { businessEntity } from './business';
import { ticketEntity } from './ticket';
import { orderEntity } from './order';
import { orderLineEntity } from './order-line';
import { reservationEntity } from './reservation';
import { customerContractEntity } from './customer-contract';
import { customerProductEntity } from './customer-product';
import { customerProductCoefficientEntity } from './customer-product-coefficient';
import { customerProductCostEntity } from './customer-product-cost';
import { customerProductPriceEntity } from './customer-product-price';
import { customerDepartmentEntity } from './customer-department';
import { departmentEntity } from './department';
import { dictionaryEntity } from './dictionary';
import { dictionaryItemEntity } from './dictionary-item';
import { messageCategoryEntity } from './message-category';
import { newsCategoryEntity } from './news-category';
import { permissionEntity } from './permission';
import { permissionGroupEntity } from './permission-group';
import { positionEntity } from './position';
import { projectEntity } from './project';
import { objectiveEntity } from './objective';
import { keyResultEntity } from './key-result';
import { keyResultCheckInEntity } from './key-result-check-in';
import { projectTaskEntity } from './project-task';
import { taskCommentEntity } from './task-comment';
import { projectDocumentEntity } from './project-document';
import { projectDocumentVersionEntity } from './project-document-version';
import { projectFolderEntity } from './project-folder';
import { projectResourceEntity } from './project-resource';
import { quoteEntity } from './quote';
import { quoteLineEntity } from './quote-line';
import { contractEntity } from './contract';
import { contractCategoryEntity } from './contract-category';
import { paymentPlanEntity } from './payment-plan';
import { paymentEntity } from './payment';
import { receivablePlanEntity } from './receivable-plan';
import { receiptEntity } from './receipt';
import { otherFeeEntity } from './other-fee';
import { invoiceEntity } from './invoice';
import { settlementEntity } from './settlement';
import { accountingEntryEntity } from './accounting-entry';
import { numberingRuleEntity } from './numbering-rule';
import { roleEntity } from './role';
import { userEntity } from './user';
import { incomeEntity } from './income';
import { feeItemEntity } from './fee-item';
import { loanEntity } from './loan';
import { orderMakerEntity } from './order-maker';
import { qrcodeEntity } from './qrcode';
import { knowledgeCategoryEntity } from './knowledge-category';
import { knowledgeEntity } from './knowledge';
import { supplierEntity } from './supplier';
import { supplierContractEntity } from './supplier-contract';
import { supplierContractAttachmentEntity } from './supplier-contract-attachment';
import { supplierCommentEntity } from './supplier-comment';
import { supplierConfigCategoryEntity } from './supplier-config-category';
import { supplierConfigIndustryEntity } from './supplier-config-industry';
import { supplierCategoryEntity } from './supplier-category';
import { supplierIndustryEntity } from './supplier-industry';
import { supplierAccountEntity } from './supplier-account';
import { supplierTaxRateEntity } from './supplier-tax-rate';
import { supplierPurchaseEntity } from './supplier-purchase';
import { supplierContactEntity } from './supplier-contact';
import { supplierAttachmentEntity } from './supplier-attachment';
import { RESOURCE_ENTITIES } from './resource-family';

const DECLARED = [
  userEntity, departmentEntity, roleEntity, permissionEntity, positionEntity, dictionaryEntity, dictionaryItemEntity,
  permissionGroupEntity, baseInfoEntity, appBindingEntity, customerDepartmentEntity, messageCategoryEntity, newsCategoryEntity,
  clueEntity, customerEntity, customerContactEntity, customerContactVisitEntity, followEntity,
  // A customer's other sub-records, in the order of their tabs on its page.
  customerConfigCategoryEntity, customerAddressEntity, customerConfigChannelEntity, customerProductEntity, customerProductPriceEntity,
  customerProductCoefficientEntity, customerProductCostEntity, customerCategoryEntity, customerContractEntity, customerAccountEntity,
  // The sales pipeline: a customer's opportunities, tickets, orders (with their lines) and reservations; lead channels and activities.
  businessEntity, ticketEntity, orderEntity, orderLineEntity, reservationEntity, channelEntity, activityEntity,
  // Projects: they belong to their members (a membership scope), not to a department.
  projectEntity,
  // A project's objectives (with key results and their check-ins) and tasks (with comments), reached as their project is.
  objectiveEntity, keyResultEntity, keyResultCheckInEntity, projectTaskEntity, taskCommentEntity,
  // A project's parts reached through it (a parent scope): its resources and cloud documents.
  projectResourceEntity, projectFolderEntity, projectDocumentEntity, projectDocumentVersionEntity,
  // A project's finance records, reached through their project: quotes (with their lines) and contracts.
  quoteEntity, quoteLineEntity, contractCategoryEntity, contractEntity,
  // A project's budget: payment plans (approved, then paid), receivable plans with receipts, other fees.
  paymentPlanEntity, paymentEntity, receivablePlanEntity, receiptEntity, otherFeeEntity,
  // CRM finance objects (income, fee items, loans, order makers), QR codes and the knowledge base (categories as a tree, articles).
  incomeEntity, feeItemEntity, loanEntity, orderMakerEntity, qrcodeEntity, knowledgeCategoryEntity, knowledgeEntity,
  // A contract's invoices, a project's settlements and accounting entries; the numbering rules of numbered kinds.
  invoiceEntity, settlementEntity, accountingEntryEntity, numberingRuleEntity,
  // Suppliers and their sub-records, in the order of their tabs on its page (a contract's attachments on the contract's).
  supplierEntity, supplierContractEntity, supplierContractAttachmentEntity, supplierCommentEntity, supplierConfigCategoryEntity, supplierConfigIndustryEntity, supplierCategoryEntity, supplierIndustryEntity, supplierAccountEntity, supplierTaxRateEntity, supplierPurchaseEntity, supplierContactEntity, supplierAttachmentEntity,
  // Resources (资源) with their sub-records.
  ...RESOURCE_ENTITIES,
] as const;

/** Every declared entity. Adding one: a declaration file, its messages, and a line here. */
export const ENTITIES: readonly EntityDef[] = DECLARED;

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
