import { useState } from 'react'
import { Box, Flex, IconButton, Text } from '@chakra-ui/react'
import { SAMPLE_IMAGE_COUNT } from '../domain/partner'
import { useT } from '../../../shared/views/i18n'

/** The bars, rings and lines a sample page draws: fixed per page, so every visit looks alike. */
function sampleShapes(n: number) {
  const seed = (k: number) => ((n * 37 + k * 17) % 23) / 23
  return {
    bars: Array.from({ length: 6 }, (_, i) => 20 + Math.round(seed(i) * 70)),
    risk: Math.round(20 + seed(9) * 70),
    premium: n % 2 === 0,
  }
}

/**
 * One page of a sample report (S2 §2.5, §9), drawn as SVG here: the project ships its images
 * rather than fetching them (issue 14). Page n of 17: a cover, risk gauges and bar charts.
 */
export function SampleImage({ n, label }: { n: number; label: string }) {
  const { bars, risk, premium } = sampleShapes(n)
  const hue = premium ? '#ea580c' : '#2563eb'
  const angle = (risk / 100) * 2 * Math.PI
  const x = 60 + 40 * Math.sin(angle)
  const y = 80 - 40 * Math.cos(angle)
  return (
    <svg
      viewBox="0 0 240 320"
      role="img"
      aria-label={label}
      data-testid="sample-image"
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      <rect width="240" height="320" rx="12" fill="#ffffff" stroke="#e5e7eb" />
      <rect width="240" height="44" rx="12" fill={hue} />
      <rect y="32" width="240" height="12" fill={hue} />
      <text x="16" y="28" fill="#ffffff" fontSize="14" fontWeight="700">
        {premium ? 'PREMIUM' : 'BASIC'} REPORT
      </text>
      <text x="224" y="28" fill="#ffffff" fontSize="12" textAnchor="end">
        {n} / {SAMPLE_IMAGE_COUNT}
      </text>
      <circle cx="60" cy="80" r="40" fill="none" stroke="#f3f4f6" strokeWidth="12" />
      <path
        d={`M60 40 A40 40 0 ${risk > 50 ? 1 : 0} 1 ${x.toFixed(1)} ${y.toFixed(1)}`}
        fill="none"
        stroke={hue}
        strokeWidth="12"
        strokeLinecap="round"
      />
      <text x="60" y="86" fontSize="18" fontWeight="700" textAnchor="middle" fill="#111827">
        {risk}%
      </text>
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x="120"
          y={60 + i * 16}
          width={90 - i * 20}
          height="8"
          rx="4"
          fill="#e5e7eb"
        />
      ))}
      {bars.map((h, i) => (
        <rect
          key={i}
          x={24 + i * 34}
          y={290 - h * 1.2}
          width="22"
          height={h * 1.2}
          rx="4"
          fill={i === n % 6 ? hue : '#cbd5e1'}
        />
      ))}
      <line x1="16" y1="292" x2="224" y2="292" stroke="#9ca3af" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x="16"
          y={140 + i * 14}
          width={208 - ((n + i) % 4) * 30}
          height="6"
          rx="3"
          fill="#f1f5f9"
        />
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
    <Box data-testid="sample-carousel" aria-roledescription="carousel">
      <Flex align="center" gap={2}>
        <IconButton
          aria-label={t('partner.greeting.previous')}
          variant="ghost"
          fontSize="3xl"
          onClick={() => go(-1)}
          data-testid="sample-previous"
        >
          ‹
        </IconButton>
        <Box flex="1" maxW="240px" mx="auto" aspectRatio={3 / 4}>
          <SampleImage
            n={n}
            label={t('partner.greeting.sampleAlt', { n, total: SAMPLE_IMAGE_COUNT })}
          />
        </Box>
        <IconButton
          aria-label={t('partner.greeting.next')}
          variant="ghost"
          fontSize="3xl"
          onClick={() => go(1)}
          data-testid="sample-next"
        >
          ›
        </IconButton>
      </Flex>
      <Text textAlign="center" fontSize="sm" color="gray.600" mt={2} data-testid="sample-position">
        {n} / {SAMPLE_IMAGE_COUNT}
      </Text>
    </Box>
  )
}
