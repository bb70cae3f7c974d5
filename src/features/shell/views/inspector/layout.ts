import ELK from 'elkjs/lib/elk.bundled.js'
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api'
import type { AnyStateMachine } from 'xstate'
import { machineGraph, type ChartEdge, type ChartNode, type StateGraph } from './graph'

/**
 * The chart laid out by elkjs (its layered algorithm, in this thread: the bundled build needs no
 * worker), every position from the top left of the drawing (decision 044).
 */
export interface PlacedNode extends ChartNode {
  x: number
  y: number
  width: number
  height: number
  /** holds other states (drawn as a frame with its name at the top) */
  container: boolean
}

export interface PlacedEdge extends ChartEdge {
  points: ElkPoint[]
  labelBox: { x: number; y: number; width: number; height: number } | null
}

/** The dot an initial state's arrow starts from, inside its parent. */
export interface InitialMarker {
  parent: string
  cx: number
  cy: number
  points: ElkPoint[]
}

export interface ChartLayout {
  graph: StateGraph
  width: number
  height: number
  nodes: PlacedNode[]
  edges: PlacedEdge[]
  initials: InitialMarker[]
}

/** Text metrics of the drawing (a sans-serif font; the widths are generous estimates). */
export const CHART_TEXT = { stateSize: 12, labelSize: 11, stateChar: 7.4, labelChar: 6.6 }
const LINE = 15
const MARGIN = 8
const INITIAL_DOT = 10

let instance: InstanceType<typeof ELK> | null = null
/** one layout engine for every chart (the bundled build: no worker) */
const elk = () => (instance ??= new ELK())

const elkId = (id: string) => `n:${id}`
const stateWidth = (node: ChartNode) =>
  Math.max(
    ...[node.key, ...node.invokes.map((i) => `invoke ${i}`)].map(
      (text) => text.length * CHART_TEXT.stateChar,
    ),
  ) + 24
const headerHeight = (node: ChartNode) => 8 + LINE * (1 + node.invokes.length)

/** Lays a machine's graph out with elkjs. */
export async function layoutGraph(graph: StateGraph): Promise<ChartLayout> {
  const children = new Map<string | null, ChartNode[]>()
  for (const node of graph.nodes)
    children.set(node.parent, [...(children.get(node.parent) ?? []), node])
  const edges: ElkExtendedEdge[] = []
  const toElk = (node: ChartNode): ElkNode => {
    const inner = children.get(node.id) ?? []
    if (inner.length === 0)
      return { id: elkId(node.id), width: stateWidth(node), height: headerHeight(node) + 6 }
    const elkChildren = inner.map(toElk)
    const initial = inner.find((c) => c.initial)
    if (initial) {
      elkChildren.unshift({ id: `i:${node.id}`, width: INITIAL_DOT, height: INITIAL_DOT })
      edges.push({ id: `ie:${node.id}`, sources: [`i:${node.id}`], targets: [elkId(initial.id)] })
    }
    return {
      id: elkId(node.id),
      layoutOptions: {
        'elk.padding': `[top=${headerHeight(node) + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${stateWidth(node)}, ${headerHeight(node) + 20})`,
      },
      children: elkChildren,
    }
  }
  const root = graph.nodes.find((n) => n.parent === null)!
  for (const edge of graph.edges)
    edges.push({
      id: edge.id,
      sources: [elkId(edge.source)],
      targets: [elkId(edge.target)],
      labels: [
        {
          text: edge.label,
          width: edge.label.length * CHART_TEXT.labelChar + 6,
          height: LINE,
        },
      ],
    })
  const graphIn: ElkNode = {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
    },
    children: [toElk(root)],
    edges,
  }
  const laidOut: ElkNode = await elk().layout(graphIn)

  const boxes = new Map<string, ElkNode>()
  const collect = (n: ElkNode) => {
    boxes.set(n.id, n)
    n.children?.forEach(collect)
  }
  laidOut.children?.forEach(collect)
  const pointsOf = (e: ElkExtendedEdge) =>
    (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
  const placed = new Map((laidOut.edges ?? []).map((e) => [e.id, e]))
  return {
    graph,
    width: Math.ceil(laidOut.width ?? 0),
    height: Math.ceil(laidOut.height ?? 0),
    nodes: graph.nodes.map((node) => {
      const box = boxes.get(elkId(node.id))!
      return {
        ...node,
        x: box.x ?? 0,
        y: box.y ?? 0,
        width: box.width ?? 0,
        height: box.height ?? 0,
        container: (children.get(node.id) ?? []).length > 0,
      }
    }),
    edges: graph.edges.map((edge) => {
      const out = placed.get(edge.id)
      const label = out?.labels?.[0]
      return {
        ...edge,
        points: out ? pointsOf(out) : [],
        labelBox:
          label && label.x !== undefined && label.y !== undefined
            ? { x: label.x, y: label.y, width: label.width ?? 0, height: label.height ?? 0 }
            : null,
      }
    }),
    initials: graph.nodes
      .filter((n) => boxes.has(`i:${n.id}`))
      .map((n) => {
        const dot = boxes.get(`i:${n.id}`)!
        const arrow = placed.get(`ie:${n.id}`)
        return {
          parent: n.id,
          cx: (dot.x ?? 0) + INITIAL_DOT / 2,
          cy: (dot.y ?? 0) + INITIAL_DOT / 2,
          points: arrow ? pointsOf(arrow) : [],
        }
      }),
  }
}

const layouts = new WeakMap<AnyStateMachine, Promise<ChartLayout>>()

/** A machine's chart, laid out once per definition. */
export function layoutMachine(machine: AnyStateMachine): Promise<ChartLayout> {
  let layout = layouts.get(machine)
  if (!layout) {
    layout = layoutGraph(machineGraph(machine))
    layouts.set(machine, layout)
  }
  return layout
}
