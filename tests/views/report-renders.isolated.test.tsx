// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ComponentType } from 'react'
import { fireEvent, screen } from '@testing-library/react'
import { ko } from '../../src/features/reports/domain/messages'
import { cleanupRoutes, renderRoute } from '../support/render-route'
import type * as Fields from '../../src/features/reports/views/fields'

/**
 * Decision 020b: a keystroke in the report form re-renders the field typed into (and what derives
 * from it), not its section, not the other sections. The form's building blocks (sections,
 * number inputs, choice groups) are counted by their label as they render.
 */
const renders = vi.hoisted(() => new Map<string, number>())

vi.mock('../../src/features/reports/views/fields', async (importOriginal) => {
  const actual = await importOriginal<typeof Fields>()
  const counted = <P extends { label?: string; title?: string }>(
    kind: string,
    Component: ComponentType<P>,
  ) =>
    function Counted(props: P) {
      const name = `${kind}:${props.label ?? props.title}`
      renders.set(name, (renders.get(name) ?? 0) + 1)
      return (Component as (p: P) => ReturnType<typeof actual.NumberInput>)(props)
    }
  return {
    ...actual,
    FormSection: counted('section', actual.FormSection),
    NumberInput: counted('input', actual.NumberInput),
    ChoiceGroup: counted('choice', actual.ChoiceGroup as ComponentType<{ label: string }>),
  }
})

afterEach(cleanupRoutes)

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

const count = (name: string) => renders.get(name) ?? 0
/** Every counted render but those named. */
const othersThan = (...names: string[]) =>
  [...renders.entries()].filter(([name, n]) => n > 0 && !names.includes(name))

describe('typing into the report form', () => {
  beforeEach(async () => {
    await renderRoute('/v2/AddReport', { user: 'fc0004' })
    await screen.findByTestId('report-form')
    expect(count(`section:${ko['report.section.blood']}`)).toBeGreaterThan(0)
  })

  it('re-renders only the field typed into: no section, no other field', () => {
    renders.clear()
    for (const value of ['8', '80', '80.5']) type(ko['report.waist'], value)
    expect(count(`input:${ko['report.waist']}`)).toBe(3)
    expect(othersThan(`input:${ko['report.waist']}`)).toEqual([])
    expect(screen.getByLabelText<HTMLInputElement>(ko['report.waist']).value).toBe('80.5')
  })

  it('after a failed submit, the messages of other fields stay and do not re-render them', () => {
    fireEvent.click(screen.getByTestId('report-submit'))
    expect(screen.getByTestId('section-blood').hasAttribute('data-invalid')).toBe(true)
    renders.clear()
    type(ko['report.creatinine'], '1')
    type(ko['report.creatinine'], '1.2')
    // the field whose message went away, nothing in the other sections
    expect(count(`input:${ko['report.creatinine']}`)).toBeGreaterThan(0)
    expect(count(`section:${ko['report.section.general']}`)).toBe(0)
    expect(count(`input:${ko['report.waist']}`)).toBe(0)
    expect(count(`input:${ko['report.bpHigh']}`)).toBe(0)
    expect(count(`choice:${ko['report.drnkHabit']}`)).toBe(0)
  })

  it('what derives from a field follows it: the BMI re-renders when height and weight make it', () => {
    renders.clear()
    type(ko['report.height'], '170')
    expect(count(`input:${ko['report.bmi']}`)).toBe(0) // no weight yet: still no BMI
    type(ko['report.weight'], '65')
    expect(count(`input:${ko['report.bmi']}`)).toBe(1)
    expect(screen.getByTestId<HTMLInputElement>('report-bmi').value).toBe('22.5')
    expect(count(`input:${ko['report.bpHigh']}`)).toBe(0)
    expect(count(`section:${ko['report.section.general']}`)).toBe(0)
  })
})
