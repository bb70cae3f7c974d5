import { nextRange, type DateRange } from '../domain/dates'
import { message } from '../domain/messages'
import { rangeAdjustment } from '../domain/range-notice'
import { present } from './present'

interface RangeArgs {
  context: { range: DateRange; today: Date }
  event: { range: DateRange }
}

/**
 * A list's `RANGE.CHANGE` (S1 §2 dates), for the state that holds the list: a range the rule
 * refuses is said and not taken; a reversed pick is taken with its other end moved, and says
 * which (issue 48); any other is taken. The list loads again in its `loading` child, unless
 * `reload` is false (a screen that searches on its button, S2 §9). The machine names the `notify`
 * and `takeRange` actions.
 */
export function rangeChange({ reload = true }: { reload?: boolean } = {}) {
  const load = reload ? { target: '.loading' as const } : {}
  return [
    {
      guard: ({ context, event }: RangeArgs) =>
        !nextRange(context.range, event.range, context.today),
      actions: {
        type: 'notify' as const,
        params: { message: message('dateRange.invalid'), tone: 'error' as const },
      },
    },
    {
      guard: ({ context, event }: RangeArgs) =>
        rangeAdjustment(context.range, event.range) !== null,
      ...load,
      actions: [
        {
          type: 'notify' as const,
          params: ({ context, event }: RangeArgs) => ({
            message: present(
              rangeAdjustment(context.range, event.range),
              'the moved end of the range',
            ),
            tone: 'info' as const,
          }),
        },
        'takeRange' as const,
      ],
    },
    { ...load, actions: 'takeRange' as const },
  ]
}
