import type { FullTextDecl } from './full-text';

export interface FullTextFeature {
  /**
   * Full-text search over text and rich-text fields (./full-text.ts): the query takes `keyword`
   * and keeps the records whose fields hold its words (PostgreSQL text search with Chinese
   * characters split, so a Chinese word is found too); the list page offers a 关键词 box.
   */
  search?: FullTextDecl;
}
