/**
 * The dealer's play as a graph, built once per up card and soft-17 rule, for the house-edge
 * analysis. A node is a dealer hand that must still draw, identified by the multiset of its cards
 * (the order they came in does not matter to what the dealer does next); an edge is the next card.
 * Given the cards left in the shoe, one pass over the nodes, children first, gives the exact
 * probability of each final dealer total: about 350 nodes for a 2 up card instead of the 20,801
 * draw sequences a plain recursion would walk, and the analysis evaluates it for tens of
 * thousands of shoe compositions.
 *
 * The hole card is the first draw. When the dealer peeks (an ace or a ten up), the hole card that
 * would make a blackjack is left out, so the probabilities are joint with "no dealer blackjack"
 * and add up to P(no blackjack) rather than 1.
 */

/** Final dealer results, in this order: 17, 18, 19, 20, 21, bust. */
export const DEALER_RESULTS = 6;
const BUST = 5;

export interface DealerGraph {
  readonly up: number;
  readonly nodes: number;
  /** Node i's edges are edgeStart[i] … edgeStart[i + 1] − 1. */
  readonly edgeStart: Int32Array;
  /** The card value drawn along the edge (1–10). */
  readonly edgeValue: Int8Array;
  /** Cards of that value the dealer already drew at the edge's node (the up card not counted). */
  readonly edgeHeld: Int8Array;
  /** The node reached (always a lower index), or −1 − result when the dealer stops. */
  readonly edgeTarget: Int32Array;
  /** Cards drawn at each node (the up card not counted: it is out of the shoe already). */
  readonly drawn: Int32Array;
}

/** The hole card that makes a dealer blackjack under `up` (0 when there is none). */
export function blackjackHole(up: number): number {
  return up === 1 ? 10 : up === 10 ? 1 : 0;
}

const graphs = new Map<string, DealerGraph>();

/** The dealer graph for an up card (1 = ace … 10), cached: it depends on nothing else. */
export function dealerGraph(up: number, hitsSoft17: boolean): DealerGraph {
  const cacheKey = `${up}:${hitsSoft17}`;
  let graph = graphs.get(cacheKey);
  if (!graph) {
    graph = buildGraph(up, hitsSoft17);
    graphs.set(cacheKey, graph);
  }
  return graph;
}

function buildGraph(up: number, hitsSoft17: boolean): DealerGraph {
  const counts = new Array<number>(11).fill(0);
  counts[up] = 1;
  const index = new Map<string, number>();
  const nodes: { edges: [value: number, held: number, target: number][]; drawn: number }[] = [];

  // Depth first; a node is numbered after its children, so children always come first.
  const visit = (hard: number, drawn: number): number => {
    const key = counts.join(',');
    const known = index.get(key);
    if (known !== undefined) return known;
    const edges: [number, number, number][] = [];
    for (let v = 1; v <= 10; v++) {
      if (drawn === 0 && v === blackjackHole(up)) continue; // the peek: no dealer blackjack
      const nextHard = hard + v;
      const ace = counts[1]! > 0 || v === 1;
      const total = ace && nextHard <= 11 ? nextHard + 10 : nextHard;
      const held = counts[v]! - (v === up ? 1 : 0);
      let target: number;
      if (total > 21) target = -1 - BUST;
      else if (total >= 17 && !(hitsSoft17 && total === 17 && total !== nextHard)) target = -1 - (total - 17);
      else {
        counts[v]!++;
        target = visit(nextHard, drawn + 1);
        counts[v]!--;
      }
      edges.push([v, held, target]);
    }
    nodes.push({ edges, drawn });
    index.set(key, nodes.length - 1);
    return nodes.length - 1;
  };
  visit(up, 0);

  const edgeCount = nodes.reduce((sum, node) => sum + node.edges.length, 0);
  const graph = {
    up,
    nodes: nodes.length,
    edgeStart: new Int32Array(nodes.length + 1),
    edgeValue: new Int8Array(edgeCount),
    edgeHeld: new Int8Array(edgeCount),
    edgeTarget: new Int32Array(edgeCount),
    drawn: new Int32Array(nodes.length),
  };
  let e = 0;
  nodes.forEach((node, i) => {
    graph.edgeStart[i] = e;
    graph.drawn[i] = node.drawn;
    for (const [value, held, target] of node.edges) {
      graph.edgeValue[e] = value;
      graph.edgeHeld[e] = held;
      graph.edgeTarget[e] = target;
      e++;
    }
  });
  graph.edgeStart[nodes.length] = e;
  return graph;
}

/**
 * The probabilities of the dealer's final results (17–21, bust) given the shoe: `shoe[v]` cards
 * of value v left (the up card already removed), `remaining` in all. `work` is scratch space of
 * `graph.nodes × DEALER_RESULTS` numbers; the result is a new array.
 */
export function dealerResults(
  graph: DealerGraph,
  shoe: Int32Array,
  remaining: number,
  work: Float64Array,
): Float64Array {
  const { edgeStart, edgeValue, edgeHeld, edgeTarget, drawn } = graph;
  // Six running sums in locals rather than in `work`: this loop is most of the analysis's time.
  for (let node = 0; node < graph.nodes; node++) {
    let r17 = 0;
    let r18 = 0;
    let r19 = 0;
    let r20 = 0;
    let r21 = 0;
    let bust = 0;
    const perCard = 1 / (remaining - drawn[node]!);
    for (let e = edgeStart[node]!; e < edgeStart[node + 1]!; e++) {
      const count = shoe[edgeValue[e]!]! - edgeHeld[e]!;
      if (count <= 0) continue;
      const p = count * perCard;
      const target = edgeTarget[e]!;
      if (target >= 0) {
        const child = target * DEALER_RESULTS;
        r17 += p * work[child]!;
        r18 += p * work[child + 1]!;
        r19 += p * work[child + 2]!;
        r20 += p * work[child + 3]!;
        r21 += p * work[child + 4]!;
        bust += p * work[child + 5]!;
      } else if (target === -1 - BUST) bust += p;
      else if (target === -1) r17 += p;
      else if (target === -2) r18 += p;
      else if (target === -3) r19 += p;
      else if (target === -4) r20 += p;
      else r21 += p;
    }
    const base = node * DEALER_RESULTS;
    work[base] = r17;
    work[base + 1] = r18;
    work[base + 2] = r19;
    work[base + 3] = r20;
    work[base + 4] = r21;
    work[base + 5] = bust;
  }
  const root = (graph.nodes - 1) * DEALER_RESULTS;
  return work.slice(root, root + DEALER_RESULTS);
}
