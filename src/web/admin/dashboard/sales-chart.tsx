import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatPeso } from '#shared/money.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import { formatSalesDay } from './dashboard-format.ts'

const CHART_HEIGHT = 260
const brand700 = '#8a1c1c'
const stone600 = '#57534e'

const compactPeso = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** 1, 2, 5, 10, 20, 50 … pesos: gridlines fall on round amounts, never on centavos. */
const pesoSteps = Array.from({ length: 24 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3))

function chartOptions(sales: DashboardSummary['sales'], width: number): uPlot.Options {
  const axis = { stroke: stone600, grid: { stroke: '#e7e5e4' }, ticks: { show: false } }
  return {
    width,
    height: CHART_HEIGHT,
    // The figures are in the table beside the chart; a hover legend would repeat them.
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Days are indexes 0..29, padded by half a bar so the end bars are whole.
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      // Whole pesos on the axis; an empty month still gets a sensible scale.
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1000] },
    },
    axes: [
      {
        ...axis,
        space: 56,
        // Whole days only, however wide the chart.
        incrs: [1, 2, 5, 7, 10, 15],
        values: (_u, splits) =>
          splits.map((i) => {
            const day = Number.isInteger(i) ? sales[i] : undefined
            return day ? formatSalesDay(day.date) : ''
          }),
      },
      {
        ...axis,
        size: 64,
        incrs: pesoSteps,
        values: (_u, splits) => splits.map((v) => compactPeso.format(v)),
      },
    ],
    series: [
      {},
      {
        label: 'Revenue',
        fill: brand700,
        stroke: brand700,
        paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
        points: { show: false },
        value: (_u, pesos) => (pesos === null ? '' : formatPeso(Math.round(pesos * 100))),
      },
    ],
  }
}

/**
 * Daily revenue of the last 30 days as bars, drawn by uPlot on a canvas sized to its
 * box. Loaded lazily: the dashboard's figures paint before this chunk arrives.
 */
export default function SalesChart({ sales }: { sales: DashboardSummary['sales'] }) {
  const boxRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const data: uPlot.AlignedData = [
      sales.map((_, i) => i),
      sales.map((day) => day.revenueCentavos / 100),
    ]
    const plot = new uPlot(chartOptions(sales, box.clientWidth), data, box)
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0)
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: CHART_HEIGHT })
    })
    observer.observe(box)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [sales])

  return (
    <div
      ref={boxRef}
      role="img"
      aria-label="Bar chart of daily revenue over the last 30 days"
      className="w-full min-w-0"
      style={{ minHeight: CHART_HEIGHT }}
    />
  )
}
