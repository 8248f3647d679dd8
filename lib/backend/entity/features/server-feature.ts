import type { EntityDef } from '@/lib/entity/types';
import type { RouteDef } from '../../http/route';
import type { BehaviourSource } from '../behaviour';
import type { EntityListing, ListingLookup } from '../listing';
import type { RecordWriter } from '../record-writer';

/** What the engine hands a feature's calls for one entity. */
export interface FeatureEngine {
  /** The entity's writer and listing: on every use, the ones of the shape the call sees (its added fields). */
  writer: RecordWriter;
  listing: EntityListing;
  /** Any entity's listing (a parent's scope, a child's count). */
  listings: ListingLookup;
  /** The entity's behaviour, as plugged in when the call runs. */
  behaviour: BehaviourSource;
}

/**
 * An engine feature's calls on the server. A feature is one name with a folder per layer
 * (docs/entities.md, "How the engine is built"); on the server it takes part in every write and
 * every read through its steps (./index.ts keeps their orders: the read hooks, masking among them,
 * are its listing step's `read` and `readHistory`), and adds calls under an entity's address here.
 * The registry asks every feature of ./feature-routes.ts for every entity's calls; a feature
 * answers none for an entity not declaring it.
 */
export interface ServerFeature {
  /** Its folder's name under lib/entity/features and lib/backend/entity/features. */
  readonly name: string;
  readonly routes: (entity: EntityDef, engine: FeatureEngine) => RouteDef<never>[];
}
