import { Menu, Portal } from '@chakra-ui/react'
import { ColumnsButton, type GridToolsProps } from './grid-tools'

/**
 * The menu of the columns a user may hide, once its button is used (OnFirstUse opens it as the user did), and
 * open while the user hides and shows one column after another.
 */
export default function ColumnChooser({
  choices,
  onToggle,
}: NonNullable<GridToolsProps['columns']>) {
  const shownCount = choices.filter((c) => c.shown).length
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <ColumnsButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {choices.map((choice) => (
              <Menu.CheckboxItem
                key={choice.id}
                value={choice.id}
                checked={choice.shown}
                // a grid with no column left shows nothing: the last shown one stays
                disabled={choice.shown && shownCount <= 1}
                onCheckedChange={() => onToggle(choice.id)}
              >
                {choice.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
