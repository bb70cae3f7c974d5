import { Button } from '@chakra-ui/react'
import { popupButtonPlaceholder, OnFirstUse, onUsePart } from './on-use'

/** One action of a row: done here (`onSelect`) or a page to open (`href`). */
export type RowAction = { value: string; label: string } & (
  { onSelect: () => void; href?: never } | { href: string; onSelect?: never }
)

export interface RowActionMenuProps {
  /** the button's visible text */
  label: string
  /** the button's accessible name, naming the row */
  rowLabel: string
  testId: string
  actions: readonly RowAction[]
}

/** the menu itself, fetched and started when a row's button is first used (issue 45) */
const rowMenu = onUsePart(() => import('./row-action-menu-open'))

/** A row's menu button: the same button before and after its menu has been used. */
export const rowMenuButton = ({ label, rowLabel, testId }: RowActionMenuProps) => (
  <Button size="xs" variant="outline" data-testid={testId} aria-label={rowLabel}>
    {label}
  </Button>
)

/**
 * The menu button of a grid row (S1 §2 employee menu, S2 §2.6 admin menu): a small button whose
 * accessible name says which row it acts on ('홍길동 메뉴'), and the row's actions. Nothing shows
 * for a row with no action. A page of rows draws buttons only: a row's menu is made when it is
 * opened.
 */
export function RowActionMenu(props: RowActionMenuProps) {
  if (props.actions.length === 0) return null
  return (
    <OnFirstUse
      part={rowMenu}
      props={props}
      placeholder={(open) => popupButtonPlaceholder(rowMenuButton(props), rowMenu, open)}
    />
  )
}
