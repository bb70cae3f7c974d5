import { useId } from 'react'
import type { ElkPoint } from 'elkjs/lib/elk-api'
import { CHART_TEXT, type ChartLayout, type PlacedNode } from './layout'

const COLORS = {
  text: '#1a202c',
  muted: '#4a5568',
  border: '#718096',
  fill: '#ffffff',
  container: '#f7fafc',
  activeFill: '#d3f2dc',
  activeContainer: '#eefaf1',
  activeBorder: '#146c2e',
  edge: '#4a5568',
  labelFill: '#ffffff',
}

const path = (points: readonly ElkPoint[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ')

function StateBox({
  node,
  active,
  inParallel,
}: {
  node: PlacedNode
  active: boolean
  inParallel: boolean
}) {
  const root = node.parent === null
  const fill = active
    ? node.container
      ? COLORS.activeContainer
      : COLORS.activeFill
    : node.container
      ? COLORS.container
      : COLORS.fill
  return (
    <g
      data-state={root ? undefined : node.id}
      data-machine-root={root ? 'true' : undefined}
      data-active={root ? undefined : String(active)}
      data-initial={node.initial ? 'true' : undefined}
    >
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={root ? 4 : 8}
        fill={fill}
        stroke={active ? COLORS.activeBorder : COLORS.border}
        strokeWidth={active ? 3 : 1}
        strokeDasharray={inParallel ? '6 4' : undefined}
      />
      {node.kind === 'final' && (
        <rect
          x={node.x + 3}
          y={node.y + 3}
          width={node.width - 6}
          height={node.height - 6}
          rx={6}
          fill="none"
          stroke={COLORS.border}
        />
      )}
      <text
        x={node.x + 10}
        y={node.y + 18}
        style={{ fontSize: CHART_TEXT.stateSize, fontWeight: active || root ? 700 : 500 }}
        fill={COLORS.text}
      >
        {node.kind === 'history' ? `${node.key} (H)` : node.key}
        {node.kind === 'parallel' ? ' ∥' : ''}
      </text>
      {node.invokes.map((id, i) => (
        <text
          key={id}
          x={node.x + 10}
          y={node.y + 18 + 15 * (i + 1)}
          style={{ fontSize: CHART_TEXT.labelSize }}
          fill={COLORS.muted}
        >
          invoke {id}
        </text>
      ))}
    </g>
  )
}

/**
 * A machine's statechart as SVG (decision 044): the states (nested states inside their parent,
 * the parallel regions dashed), each transition an arrow labelled with its event, a dot with an
 * arrow into each initial state, the states in `active` lit (`data-active="true"`).
 */
export function Statechart({
  layout,
  active,
  label,
}: {
  layout: ChartLayout
  active: ReadonlySet<string>
  /** the drawing's accessible name: the actor, its machine and its state in words */
  label: string
}) {
  const arrow = `arrow-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const parallel = new Set(layout.nodes.filter((n) => n.kind === 'parallel').map((n) => n.id))
  return (
    <svg
      role="img"
      aria-label={label}
      data-machine={layout.graph.machineId}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ fontFamily: 'inherit', display: 'block' }}
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={COLORS.edge} />
        </marker>
      </defs>
      {layout.nodes.map((node) => (
        <StateBox
          key={node.id || '(machine)'}
          node={node}
          active={active.has(node.id)}
          inParallel={node.parent !== null && parallel.has(node.parent)}
        />
      ))}
      {layout.initials.map((m) => (
        <g key={`initial:${m.parent}`} data-initial-marker={m.parent}>
          <circle cx={m.cx} cy={m.cy} r={5} fill={COLORS.text} />
          <path d={path(m.points)} fill="none" stroke={COLORS.text} markerEnd={`url(#${arrow})`} />
        </g>
      ))}
      {layout.edges.map((edge) => (
        <g key={edge.id} data-edge={edge.event || 'always'}>
          <path
            d={path(edge.points)}
            fill="none"
            stroke={COLORS.edge}
            strokeDasharray={edge.guarded ? '4 3' : undefined}
            markerEnd={`url(#${arrow})`}
          />
          {edge.labelBox && (
            <>
              <rect
                x={edge.labelBox.x}
                y={edge.labelBox.y}
                width={edge.labelBox.width}
                height={edge.labelBox.height}
                rx={3}
                fill={COLORS.labelFill}
                opacity={0.9}
              />
              <text
                x={edge.labelBox.x + 3}
                y={edge.labelBox.y + edge.labelBox.height - 4}
                style={{ fontSize: CHART_TEXT.labelSize }}
                fill={COLORS.text}
              >
                {edge.label}
              </text>
            </>
          )}
        </g>
      ))}
    </svg>
  )
}
