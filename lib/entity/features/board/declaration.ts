import type { BoardDef } from './board';

export interface BoardFeature {
  /**
   * The list page also offers a board: a column per value of a dictionary field, where moving a
   * card runs the declared action that sets the field (./board.ts).
   */
  board?: BoardDef;
}
