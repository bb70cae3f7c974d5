import { nextRange, type DateRange } from '../domain/dates'
import { message } from '../domain/messages'
import { rangeAdjustment } from '../domain/range-notice'

interface RangeArgs {
  context: { range: DateRange; today: Date }
  event: { range: DateRange }
}

/**
 * A list's `RANGE.CHANGE` (S1 §2 dates), for the state that holds the list: a range the rule
 * refuses is said and not taken; a reversed pick is taken with its other end moved, and says
 * which (issue 48); any other is taken. The list loads again in its `loading` child. The machine
 * names the `notify` and `takeRange` actions.
 */
export const rangeChange = () => [
  {
    guard: ({ context, event }: RangeArgs) => !nextRange(context.range, event.range, context.today),
    actions: {
      type: 'notify' as const,
      params: { message: message('dateRange.invalid'), tone: 'error' as const },
    },
  },
  {
    guard: ({ context, event }: RangeArgs) => rangeAdjustment(context.range, event.range) !== null,
    target: '.loading',
    actions: [
      {
        type: 'notify' as const,
        params: ({ context, event }: RangeArgs) => ({
          message: rangeAdjustment(context.range, event.range)!,
          tone: 'info' as const,
        }),
      },
      'takeRange' as const,
    ],
  },
  { target: '.loading', actions: 'takeRange' as const },
]
