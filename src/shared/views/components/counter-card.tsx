import { Stat } from '@chakra-ui/react'
import { formatNumber } from '../../domain/numbers'
import { useLocale } from '../i18n'

/**
 * One count over a list (S1 §2: the dashboard's totals, the employee page's usable and
 * distributed counts): a label and the number in the user's locale, '–' until it is known.
 */
export function CounterCard({
  label,
  value,
  testId,
  minW = '120px',
}: {
  label: string
  value: number | undefined
  testId: string
  /** the narrowest the card gets before the row wraps */
  minW?: string
}) {
  const locale = useLocale()
  return (
    <Stat.Root
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      px={4}
      py={3}
      flex="1 1 0"
      minW={minW}
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>
        {value === undefined ? '–' : formatNumber(value, locale)}
      </Stat.ValueText>
    </Stat.Root>
  )
}
