import { Component, useMemo, type ReactNode } from 'react'
import { Box } from '@chakra-ui/react'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { Chart } from 'react-chartjs-2'
import { chartAxisMax, chartDate } from '../domain/statistics'

// only the pieces the statistics charts draw (bars, lines, their axes, tooltip and legend)
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
)

/**
 * A canvas that cannot draw (no 2D context) must not take the page down with it: the chart's box
 * stays, empty, and the grid below keeps working.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

let canvasDraws: boolean | undefined
/**
 * Whether this browser gives a canvas a 2D context: chart.js left without one (a test DOM)
 * keeps listening to a chart it never made, so no chart is made there at all.
 */
function canDrawCanvas(): boolean {
  canvasDraws ??= (() => {
    try {
      return document.createElement('canvas').getContext('2d') !== null
    } catch {
      return false
    }
  })()
  return canvasDraws
}

/** Series colours, in order; enough for the overview's seven. */
const COLOURS = ['#1d6fd8', '#f57c00', '#2e9d5b', '#8e44ad', '#d64545', '#0f9fb3', '#7a6a00']

export interface ChartSeries {
  /** stable id (a field name): keeps its colour when other series are switched off */
  id: string
  label: string
  values: readonly number[]
}

/**
 * A statistics chart (S2 §2.4): one label a day (YYYY.MM.DD) and a bar or line per series; the
 * y axis ends at min(max + 10, round(1.5 x max)) of the values shown (S1 §9). The canvas carries
 * what it shows as data attributes (tests cannot read a canvas).
 */
export function StatisticsChart({
  kind,
  days,
  series,
  colourOrder,
  label,
}: {
  kind: 'bar' | 'line'
  /** API dates, ascending */
  days: readonly string[]
  series: readonly ChartSeries[]
  /** the ids in colour order (every series that could be shown) */
  colourOrder: readonly string[]
  label: string
}) {
  const yMax = useMemo(() => chartAxisMax(series.flatMap((s) => s.values)), [series])
  const data = useMemo(
    () => ({
      labels: days.map(chartDate),
      datasets: series.map((s) => {
        const colour = COLOURS[Math.max(0, colourOrder.indexOf(s.id)) % COLOURS.length]!
        return {
          label: s.label,
          data: [...s.values],
          backgroundColor: colour,
          borderColor: colour,
          borderWidth: kind === 'line' ? 2 : 0,
          pointRadius: kind === 'line' ? 2 : 0,
          // counts per day: straight segments, a curve would show values between the days that no day has
          tension: 0,
        }
      }),
    }),
    [days, series, colourOrder, kind],
  )
  const options = useMemo(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false as const,
      interaction: { mode: 'index' as const, intersect: false },
      scales: {
        y: { beginAtZero: true, max: yMax, ticks: { precision: 0 } },
        x: { ticks: { maxRotation: 60, autoSkip: true } },
      },
      plugins: { legend: { position: 'bottom' as const } },
    }),
    [yMax],
  )
  return (
    <Box
      h={{ base: '260px', md: '320px' }}
      position="relative"
      role="img"
      aria-label={label}
      data-testid="statistics-chart"
      data-y-max={yMax}
      data-days={days.length}
      data-series={series.map((s) => s.id).join(',')}
    >
      {canDrawCanvas() ? (
        <ChartBoundary>
          <Chart type={kind} data={data} options={options} />
        </ChartBoundary>
      ) : null}
    </Box>
  )
}
