import { Button, Menu, Portal } from '@chakra-ui/react'
import { Link } from 'wouter'

/** One action of a row: done here (`onSelect`) or a page to open (`href`). */
export type RowAction = { value: string; label: string } & (
  { onSelect: () => void; href?: never } | { href: string; onSelect?: never }
)

/**
 * The menu button of a grid row (S1 §2 employee menu, S2 §2.6 admin menu): a small button whose
 * accessible name says which row it acts on ('홍길동 메뉴'), and the row's actions. Nothing shows
 * for a row with no action.
 */
export function RowActionMenu({
  label,
  rowLabel,
  testId,
  actions,
}: {
  /** the button's visible text */
  label: string
  /** the button's accessible name, naming the row */
  rowLabel: string
  testId: string
  actions: readonly RowAction[]
}) {
  if (actions.length === 0) return null
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" data-testid={testId} aria-label={rowLabel}>
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) =>
              action.href !== undefined ? (
                <Menu.Item key={action.value} value={action.value} asChild>
                  <Link href={action.href}>{action.label}</Link>
                </Menu.Item>
              ) : (
                <Menu.Item key={action.value} value={action.value} onSelect={action.onSelect}>
                  {action.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
