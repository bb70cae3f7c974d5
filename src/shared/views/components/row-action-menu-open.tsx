import { Menu, Portal } from '@chakra-ui/react'
import { Link } from 'wouter'
import { rowMenuButton, type RowActionMenuProps } from './row-action-menu'

/** A row's menu once used, its button the same as before (OnFirstUse opens it as the user did). */
export default function RowActionMenuOpen(props: RowActionMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{rowMenuButton(props)}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {props.actions.map((action) =>
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
