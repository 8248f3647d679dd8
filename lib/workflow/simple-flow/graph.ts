import { branchExpression } from './conditions';
import type { Branch, SimpleFlow, SimpleNode } from './schema';

/**
 * The tree laid out as a graph of BPMN elements, top-down: each node in a column, a branch group
 * opening with a split gateway whose branches stand side by side and meeting at a join gateway.
 * compile.ts turns it into moddle elements; the positions become the diagram (DI).
 */

export type GraphElementKind = 'start' | 'end' | 'approver' | 'copy' | 'delay' | 'exclusive' | 'parallel';

export interface GraphElement {
  id: string;
  kind: GraphElementKind;
  /** The tree node it stands for (a group's split and join both name their group). */
  node: SimpleNode | null;
  name: string;
  /** Centre x and top y. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GraphFlow {
  id: string;
  from: string;
  to: string;
  name: string;
  condition: string | null;
  /** The exclusive split's default flow (其他情况). */
  isDefault: boolean;
  /** The x of the branch the flow runs in (its vertical leg). */
  lane: number;
}

export interface FlowGraph {
  elements: GraphElement[];
  flows: GraphFlow[];
}

const COLUMN = 240;
const GAP = 50;
export const SIZES: Record<GraphElementKind, { width: number; height: number }> = {
  start: { width: 36, height: 36 },
  end: { width: 36, height: 36 },
  approver: { width: 100, height: 80 },
  copy: { width: 100, height: 80 },
  delay: { width: 36, height: 36 },
  exclusive: { width: 50, height: 50 },
  parallel: { width: 50, height: 50 },
};

function widthOf(nodes: readonly SimpleNode[]): number {
  return Math.max(COLUMN, ...nodes.map((n) => (n.type === 'condition' || n.type === 'parallel' ? groupWidth(branchesOf(n)) : COLUMN)));
}

const groupWidth = (branches: readonly Branch[]) => branches.reduce((sum, b) => sum + widthOf(b.nodes), 0);

function branchesOf(group: Extract<SimpleNode, { type: 'condition' | 'parallel' }>): Branch[] {
  return group.type === 'condition' ? [...group.branches, group.otherwise] : group.branches;
}

/** Where a path stands while the graph is drawn: the last element, and what the next flow carries. */
interface Tail {
  from: string;
  lane: number;
  name: string;
  condition: string | null;
  isDefault: boolean;
}

class Builder {
  readonly elements: GraphElement[] = [];
  readonly flows: GraphFlow[] = [];

  add(id: string, kind: GraphElementKind, node: SimpleNode | null, name: string, x: number, y: number): GraphElement {
    const element = { id, kind, node, name, x, y, ...SIZES[kind] };
    this.elements.push(element);
    return element;
  }

  connect(tail: Tail, to: string) {
    this.flows.push({ id: `Flow_${this.flows.length + 1}`, from: tail.from, to, name: tail.name, condition: tail.condition, isDefault: tail.isDefault, lane: tail.lane });
  }

  /** Draws the nodes from y down in the column centred on x; answers the tails left and the next free y. */
  list(nodes: readonly SimpleNode[], x: number, y: number, tail: Tail): { tail: Tail; y: number } {
    let current = tail;
    let top = y;
    for (const node of nodes) {
      const placed = this.node(node, x, top, current);
      current = placed.tail;
      top = placed.y;
    }
    return { tail: current, y: top };
  }

  private node(node: SimpleNode, x: number, y: number, tail: Tail): { tail: Tail; y: number } {
    if (node.type === 'condition' || node.type === 'parallel') return this.group(node, x, y, tail);
    const element = this.add(node.id, node.type, node, node.name, x, y);
    this.connect(tail, element.id);
    return { tail: plain(element.id, x), y: y + element.height + GAP };
  }

  private group(group: Extract<SimpleNode, { type: 'condition' | 'parallel' }>, x: number, y: number, tail: Tail): { tail: Tail; y: number } {
    const kind = group.type === 'condition' ? 'exclusive' : 'parallel';
    const split = this.add(`${group.id}_split`, kind, group, '', x, y);
    this.connect(tail, split.id);
    const branches = branchesOf(group);
    let left = x - groupWidth(branches) / 2;
    const ends: { tail: Tail; y: number }[] = [];
    for (const branch of branches) {
      const width = widthOf(branch.nodes);
      const lane = left + width / 2;
      left += width;
      const isOtherwise = group.type === 'condition' && branch === group.otherwise;
      const condition = group.type === 'condition' && !isOtherwise ? branchExpression(branch as (typeof group.branches)[number]) : null;
      const entry: Tail = { from: split.id, lane, name: branch.name, condition, isDefault: isOtherwise };
      ends.push(this.list(branch.nodes, lane, y + split.height + GAP, entry));
    }
    const joinY = Math.max(...ends.map((e) => e.y));
    const join = this.add(`${group.id}_join`, kind, group, '', x, joinY);
    for (const end of ends) this.connect(end.tail, join.id);
    return { tail: plain(join.id, x), y: joinY + join.height + GAP };
  }
}

const plain = (from: string, lane: number): Tail => ({ from, lane, name: '', condition: null, isDefault: false });

export const START_ID = 'StartEvent_1';
export const END_ID = 'EndEvent_1';

export function flowGraph(flow: SimpleFlow): FlowGraph {
  const builder = new Builder();
  const x = widthOf(flow.nodes) / 2 + 40;
  const start = builder.add(START_ID, 'start', null, flow.process.startName, x, 40);
  const { tail, y } = builder.list(flow.nodes, x, start.y + start.height + GAP, plain(start.id, x));
  const end = builder.add(END_ID, 'end', null, flow.process.endName, x, y);
  builder.connect(tail, end.id);
  return { elements: builder.elements, flows: builder.flows };
}

/** The bends of a flow: down its branch's lane, leaving a split and entering a join by their sides. */
export function waypoints(from: GraphElement, to: GraphElement, lane: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  const isGateway = (e: GraphElement) => e.kind === 'exclusive' || e.kind === 'parallel';
  const side = (e: GraphElement) => e.x + Math.sign(lane - e.x) * (e.width / 2);
  if (isGateway(from) && lane !== from.x) points.push({ x: side(from), y: from.y + from.height / 2 }, { x: lane, y: from.y + from.height / 2 });
  else points.push({ x: from.x, y: from.y + from.height });
  if (isGateway(to) && lane !== to.x) points.push({ x: lane, y: to.y + to.height / 2 }, { x: side(to), y: to.y + to.height / 2 });
  else points.push({ x: lane, y: to.y });
  return points;
}
