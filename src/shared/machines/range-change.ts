import { nextRange, type DateRange } from '../domain/dates'
import { message } from '../domain/messages'
import { rangeAdjustment } from '../domain/range-notice'
import { present } from './present'

interface RangeArgs {
  context: { range: DateRange; today: Date }
  event: { range: DateRange }
}

/** What the range guards read: the list's range, the one picked and today. */
interface RangePick {
  range: DateRange
  picked: DateRange
  today: Date
}

const pickOf = ({ context, event }: RangeArgs): RangePick => ({
  range: context.range,
  picked: event.range,
  today: context.today,
})

/** The guards of `rangeChange`, which the machine registers in its setup. */
export const RANGE_GUARDS = {
  /** the range picked breaks the rule (S1 §2 dates): said, not taken */
  rangeRefused: (_: unknown, { range, picked, today }: RangePick) =>
    !nextRange(range, picked, today),
  /** a reversed pick: taken with its other end moved (issue 48) */
  rangeReversed: (_: unknown, { range, picked }: RangePick) =>
    rangeAdjustment(range, picked) !== null,
}

/**
 * A list's `RANGE.CHANGE` (S1 §2 dates), for the state that holds the list: a range the rule
 * refuses is said and not taken; a reversed pick is taken with its other end moved, and says
 * which (issue 48); any other is taken. The list loads again in its `loading` child, unless
 * `reload` is false (a screen that searches on its button, S2 §9). The machine names the `notify`
 * and `takeRange` actions and registers `RANGE_GUARDS`.
 */
export function rangeChange({ reload = true }: { reload?: boolean } = {}) {
  const load = reload ? { target: '.loading' as const } : {}
  return [
    {
      guard: { type: 'rangeRefused' as const, params: pickOf },
      actions: {
        type: 'notify' as const,
        params: { message: message('dateRange.invalid'), tone: 'error' as const },
      },
    },
    {
      guard: { type: 'rangeReversed' as const, params: pickOf },
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
