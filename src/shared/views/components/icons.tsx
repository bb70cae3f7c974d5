import type { SVGProps } from 'react'

const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)
export const BackIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} aria-hidden="true">
    <path d="M15 18l-6-6 6-6" />
  </svg>
)
export const LogoMark = (p: SVGProps<SVGSVGElement>) => (
  <svg width={28} height={28} viewBox="0 0 32 32" {...p} aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path
      d="M9 17h4l2-5 3 9 2-4h3"
      fill="none"
      stroke="#fff"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)
