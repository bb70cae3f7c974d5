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

/** The frame of the small icons beside a control's text (the grid's tools, a header's arrow). */
export const SMALL_ICON = { ...base, width: 14, height: 14 } as const

/** The column chooser's mark: a table's columns. */
export const ColumnsIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...SMALL_ICON} {...p} aria-hidden="true">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16" />
  </svg>
)

/** A disclosure's mark: more below (turned over when it is open). */
export const ChevronDownIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...SMALL_ICON} {...p} aria-hidden="true">
    <path d="M6 9l6 6 6-6" />
  </svg>
)

export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)
/** The notification bell's mark. */
export const BellIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p} aria-hidden="true">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.73 21a2 2 0 0 1-3.46 0" />
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
