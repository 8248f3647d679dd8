import { resourceEntity } from './resource';
import { resourceAttachmentEntity } from './resource-attachment';
import { resourceCategoryEntity } from './resource-category';
import { resourceConfigChannelEntity } from './resource-config-channel';
import { resourceContactEntity } from './resource-contact';
import { resourceCooperationEntity } from './resource-cooperation';
import { resourceCostLogEntity } from './resource-cost-log';
import { resourceIndustryEntity } from './resource-industry';
import { resourceProfessionalEntity } from './resource-professional';
import { resourceProjectEntity } from './resource-project';
import { resourcePurchaseEntity } from './resource-purchase';
import { resourceRatingEntity } from './resource-rating';
import { resourceSupplierEntity } from './resource-supplier';
import { resourceTagEntity } from './resource-tag';

/** The resource and its sub-records, in the order of their tabs on its page. */
export const RESOURCE_ENTITIES = [
  resourceEntity,
  resourceConfigChannelEntity, resourceCategoryEntity, resourceProfessionalEntity, resourceTagEntity, resourceIndustryEntity,
  resourceRatingEntity, resourceCostLogEntity, resourceSupplierEntity, resourceProjectEntity, resourceCooperationEntity, resourceContactEntity,
  resourcePurchaseEntity, resourceAttachmentEntity,
] as const;
