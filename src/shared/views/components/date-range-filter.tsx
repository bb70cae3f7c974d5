import { Field, Flex, Input } from '@chakra-ui/react'
import type { DateRange } from '../../domain/dates'
import { apiToIsoDate, isoToApiDate, toApiDate } from '../../domain/dates'
import { useT } from '../i18n'

/** Start and end date inputs; the end cannot pass today (S1 §2 date range picker). */
export function DateRangeFilter({
  range,
  today,
  onChange,
}: {
  range: DateRange
  today: Date
  onChange: (range: DateRange) => void
}) {
  const t = useT()
  const max = apiToIsoDate(toApiDate(today))
  return (
    <Flex gap={2} align="flex-end" wrap="wrap">
      {(['start', 'end'] as const).map((end) => (
        <Field.Root key={end} w="auto">
          <Field.Label fontSize="sm">{t(`dateRange.${end}`)}</Field.Label>
          <Input
            type="date"
            size="sm"
            bg="white"
            max={max}
            value={apiToIsoDate(range[end])}
            onChange={(e) =>
              e.target.value && onChange({ ...range, [end]: isoToApiDate(e.target.value) })
            }
          />
        </Field.Root>
      ))}
    </Flex>
  )
}
