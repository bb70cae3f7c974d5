import { useState } from 'react'
import { SAMPLE_IMAGE_COUNT } from '../domain/partner'
import {
  SAMPLE_BAR_NAMES,
  SAMPLE_CUSTOMER,
  SAMPLE_KIND_NAME,
  SAMPLE_PAGES,
} from '../domain/sample-report'
import { useT } from '../../../shared/views/i18n'

/** The bands' colours: white text on them reads at 4.5:1 or more. */
const KIND_HUE = { simple: '#1d4ed8', premium: '#b45309' } as const
const VERDICT_HUE = { 정상: '#15803d', 양호: '#1d4ed8', 주의: '#c2410c' } as const

/**
 * One page of the sample report (S2 §2.5, §9), drawn as SVG from `SAMPLE_PAGES`: the project
 * ships its images rather than fetching them (issue 14). The band names the report's kind and the
 * page's subject; a gauge shows the value and its verdict, bars compare it with the age group's
 * average and the recommended level, and the page ends with its advice.
 */
export function SampleImage({ n, label }: { n: number; label: string }) {
  const page = SAMPLE_PAGES[n - 1]!
  const hue = KIND_HUE[page.kind]
  const verdictHue = VERDICT_HUE[page.verdict]
  const angle = (Math.min(99.9, Math.max(0.1, page.gauge)) / 100) * 2 * Math.PI
  const x = 60 + 34 * Math.sin(angle)
  const y = 118 - 34 * Math.cos(angle)
  return (
    <svg
      viewBox="0 0 240 320"
      role="img"
      aria-label={label}
      data-testid="sample-image"
      data-kind={page.kind}
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      <rect width="240" height="320" rx="12" fill="#ffffff" stroke="#e5e7eb" />
      <rect width="240" height="58" rx="12" fill={hue} />
      <rect y="46" width="240" height="12" fill={hue} />
      <text x="16" y="21" fill="#ffffff" style={{ fontSize: 10 }}>
        {SAMPLE_KIND_NAME[page.kind]}
      </text>
      <text x="224" y="21" fill="#ffffff" style={{ fontSize: 10 }} textAnchor="end">
        {n} / {SAMPLE_IMAGE_COUNT}
      </text>
      <text x="16" y="44" fill="#ffffff" style={{ fontSize: 16, fontWeight: 700 }}>
        {page.title}
      </text>
      <text x="16" y="74" fill="#4b5563" style={{ fontSize: 9.5 }}>
        {SAMPLE_CUSTOMER}
      </text>
      <circle cx="60" cy="118" r="34" fill="none" stroke="#f3f4f6" strokeWidth="10" />
      <path
        d={`M60 84 A34 34 0 ${page.gauge > 50 ? 1 : 0} 1 ${x.toFixed(1)} ${y.toFixed(1)}`}
        fill="none"
        stroke={verdictHue}
        strokeWidth="10"
        strokeLinecap="round"
      />
      <text
        x="60"
        y="120"
        style={{ fontSize: page.value.length > 4 ? 11 : 15, fontWeight: 700 }}
        textAnchor="middle"
        fill="#111827"
      >
        {page.value}
      </text>
      <text x="60" y="133" style={{ fontSize: 9 }} textAnchor="middle" fill="#4b5563">
        {page.unit}
      </text>
      <rect x="116" y="92" width="48" height="20" rx="10" fill={verdictHue} />
      <text
        x="140"
        y="106"
        style={{ fontSize: 10, fontWeight: 700 }}
        textAnchor="middle"
        fill="#ffffff"
      >
        {page.verdict}
      </text>
      <text x="116" y="130" style={{ fontSize: 9 }} fill="#374151">
        {`${page.title} ${page.value}${page.unit}`.slice(0, 16)}
      </text>
      {page.bars.map((value, i) => (
        <g key={SAMPLE_BAR_NAMES[i]}>
          <text x="16" y={177 + i * 20} style={{ fontSize: 9.5 }} fill="#374151">
            {SAMPLE_BAR_NAMES[i]}
          </text>
          <rect x="64" y={169 + i * 20} width="160" height="10" rx="5" fill="#f3f4f6" />
          <rect
            x="64"
            y={169 + i * 20}
            width={Math.max(4, (value / 100) * 160)}
            height="10"
            rx="5"
            fill={i === 0 ? verdictHue : '#9ca3af'}
          />
        </g>
      ))}
      <line x1="16" y1="236" x2="224" y2="236" stroke="#e5e7eb" />
      {page.note.map((line, i) => (
        <text key={line} x="16" y={256 + i * 16} style={{ fontSize: 11 }} fill="#111827">
          {line}
        </text>
      ))}
    </svg>
  )
}

/** The greeting's sample-report carousel: 17 pages, previous and next, the page number. */
export function SampleCarousel() {
  const t = useT()
  const [index, setIndex] = useState(0)
  const go = (step: number) => setIndex((i) => (i + step + SAMPLE_IMAGE_COUNT) % SAMPLE_IMAGE_COUNT)
  const n = index + 1
  return (
    <div data-testid="sample-carousel" aria-roledescription="carousel">
      <div className="gr-carousel">
        <button
          type="button"
          className="gr-carousel-step"
          aria-label={t('partner.greeting.previous')}
          onClick={() => go(-1)}
          data-testid="sample-previous"
        >
          ‹
        </button>
        <div className="gr-sample">
          <SampleImage
            n={n}
            label={t('partner.greeting.sampleAlt', {
              n,
              total: SAMPLE_IMAGE_COUNT,
              title: SAMPLE_PAGES[index]!.title,
            })}
          />
        </div>
        <button
          type="button"
          className="gr-carousel-step"
          aria-label={t('partner.greeting.next')}
          onClick={() => go(1)}
          data-testid="sample-next"
        >
          ›
        </button>
      </div>
      <p className="gr-muted gr-sample-position" data-testid="sample-position">
        {n} / {SAMPLE_IMAGE_COUNT}
      </p>
    </div>
  )
}
