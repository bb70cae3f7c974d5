import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../../shared/services/api-error'
import { message } from '../../../shared/domain/messages'
import { DAY_CODES, DISEASE_CODES, SMOKING_CODES } from '../domain/codes'
import { asksDrinkingAmount, asksSmoking, fieldErrors, type TextField } from '../domain/report'
import type { Member, ReportTarget, StoredReport } from '../services/contract'
import { reportFormMachine, type ReportFormEvent, type Submission } from './report-form-machine'
import { readReportDraft, type ReportDraft } from './report-draft'
import { afterQueuedTimers, deferred } from '../../../../tests/support/deferred'

const TODAY = new Date(2026, 10, 22)
const http = (status: number) =>
  new ApiError({ status, message: 'refused', kind: 'http', operation: 'test' })

interface Fakes {
  member?: () => Promise<Member>
  duplicated?: boolean
  submit?: (s: Submission) => Promise<{ usableCount: number | null }>
  load?: () => Promise<{ target: ReportTarget; stored: StoredReport | null }>
}

function start(
  input: Parameters<typeof createActor<typeof reportFormMachine>>[1] extends infer O ? O : never,
  fakes: Fakes = {},
) {
  const spies = {
    notify: vi.fn(),
    navigate: vi.fn(),
    back: vi.fn(),
    setUsableCount: vi.fn(),
    submitted: [] as Submission[],
    /** the drafts as the store would hold them */
    drafts: new Map<string, ReportDraft>(),
  }
  const machine = reportFormMachine.provide({
    actors: {
      memberLookup: fromPromise(async () =>
        (fakes.member ?? (async () => ({ userNo: 1, name: '김건강', userId: 'member01' })))(),
      ),
      duplicateCheck: fromPromise(async () => fakes.duplicated ?? false),
      submitReport: fromPromise(async ({ input }) => {
        spies.submitted.push(input)
        return (fakes.submit ?? (async () => ({ usableCount: 49 })))(input)
      }),
      loadTarget: fromPromise(async () => fakes.load!()),
    },
    actions: {
      notify: (_, p) => spies.notify(p),
      navigate: (_, p) => spies.navigate(p),
      back: () => spies.back(),
      setUsableCount: (_, p) => spies.setUsableCount(p),
      saveDraft: (_, { key, draft }) => {
        if (key !== '') spies.drafts.set(key, JSON.parse(JSON.stringify(draft)) as ReportDraft)
      },
      forgetDraft: (_, { key }) => spies.drafts.delete(key),
    },
  })
  const actor = createActor(machine, input!)
  actor.start()
  return { actor, spies }
}

const customer = (roleList = ['RM', 'RD', 'RP'] as const) =>
  ({
    input: { variant: 'customer', today: TODAY, roleList: [...roleList], backTo: '/v2/Dashboard' },
  }) as const

/** Events that fill the customer form validly (non-member, delivery RP). */
const FILL: ReportFormEvent[] = [
  { type: 'NAME.CHANGE', value: '홍길동' },
  { type: 'BIRTH.CHANGE', value: '19800101' },
  { type: 'GENDER.CHANGE', gender: 1 },
  { type: 'CHECKUP_DATE.CHANGE', value: '20261101' },
  ...(
    [
      ['waist', '80'],
      ['heightCm', '170'],
      ['weight', '65'],
      ['bpLow', '80'],
      ['bpHigh', '120'],
      ['creatinine', '1'],
      ['hmg', '14'],
      ['blds', '95'],
    ] as [TextField, string][]
  ).map(([field, value]) => ({ type: 'TEXT.CHANGE' as const, field, value })),
  { type: 'CHOICE.CHANGE', field: 'oligProteCd', value: 1 },
  { type: 'CHOICE.CHANGE', field: 'dfabPtnCd', value: 0 },
  { type: 'CHOICE.CHANGE', field: 'drnkHabit', value: 0 },
  { type: 'CHOICE.CHANGE', field: 'smkStatType', value: 1 },
  { type: 'CHOICE.CHANGE', field: 'wlk30WekFreq', value: 3 },
  { type: 'CHOICE.CHANGE', field: 'mov30WekFreq', value: 2 },
  { type: 'CHOICE.CHANGE', field: 'mov20WekFreq', value: 1 },
  { type: 'DISEASE.TOGGLE', code: 'none' },
  { type: 'FAMILY.TOGGLE', code: 'none' },
  { type: 'DELIVERY.CHANGE', delivery: 'RP' },
]

describe('report form, customer variant', () => {
  it('offers only the delivery types of the roles held (fc0003: RD, chosen at once)', () => {
    const { actor } = start(customer(['RD'] as never))
    expect(actor.getSnapshot().context.deliveryOptions).toEqual(['RD'])
    expect(actor.getSnapshot().context.delivery).toBe('RD')
    const all = start(customer()).actor
    expect(all.getSnapshot().context.deliveryOptions).toEqual(['RM', 'RP', 'RD'])
    expect(all.getSnapshot().context.delivery).toBeNull()
  })

  it('an empty submit names the fields and says to fill in the items; nothing is sent', () => {
    const { actor, spies } = start(customer())
    actor.send({ type: 'SUBMIT' })
    const { context } = actor.getSnapshot()
    expect(context.errors.waist).toEqual(message('validation.required'))
    expect(context.deliveryError).toEqual(message('report.choose'))
    expect(spies.notify).toHaveBeenCalledWith({
      message: message('report.fillItems'),
      tone: 'error',
    })
    expect(spies.submitted).toEqual([])
  })

  it('member mode needs a searched member', () => {
    const { actor } = start(customer())
    for (const e of FILL) actor.send(e)
    actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.memberError).toEqual(message('report.memberRequired'))
    actor.send({ type: 'MEMBER.SEARCH' })
    expect(actor.getSnapshot().context.memberError).toEqual(message('report.memberRequired'))
  })

  it('a member id with a tab says so, one too long says its limit; neither is searched', () => {
    const { actor } = start(customer())
    actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' })
    actor.send({ type: 'MEMBER_ID.CHANGE', value: 'member\t01' })
    actor.send({ type: 'MEMBER.SEARCH' })
    expect(actor.getSnapshot().context.memberError?.key).toBe('validation.untypable')
    actor.send({ type: 'MEMBER_ID.CHANGE', value: 'm'.repeat(200) })
    actor.send({ type: 'MEMBER.SEARCH' })
    expect(actor.getSnapshot().context.memberError?.key).toBe('report.memberIdTooLong')
    expect(actor.getSnapshot().context.member).toBeNull()
  })

  it('a found member names the report; a duplicate date clears the checkup date with its message', async () => {
    const { actor, spies } = start(customer(), { duplicated: true })
    for (const e of FILL) actor.send(e)
    actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' })
    actor.send({ type: 'MEMBER_ID.CHANGE', value: 'member01' })
    actor.send({ type: 'MEMBER.SEARCH' })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    const { context } = actor.getSnapshot()
    expect(context.member?.userNo).toBe(1)
    expect(context.form.name).toBe('김건강')
    expect(context.form.checkupDate).toBe('')
    expect(context.dateNotice).toEqual(message('report.duplicateDate'))
    expect(spies.notify).toHaveBeenCalledWith({
      message: message('report.duplicateDate'),
      tone: 'error',
    })
  })

  it('holds the submit (tag) while the member is searched, the date checked and the report sent', async () => {
    const { actor } = start(customer())
    const held = () => actor.getSnapshot().hasTag('submitHeld')
    for (const e of FILL) actor.send(e)
    expect(held()).toBe(false)
    actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' })
    actor.send({ type: 'MEMBER_ID.CHANGE', value: 'member01' })
    actor.send({ type: 'MEMBER.SEARCH' })
    expect(actor.getSnapshot().matches({ editing: 'searching' })).toBe(true)
    expect(held()).toBe(true)
    // the snapshots as they were reached (the fakes answer at once)
    const checking = await waitFor(actor, (s) => s.matches({ editing: 'checkingDuplicate' }))
    expect(checking.hasTag('submitHeld')).toBe(true)
    const idle = await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(idle.hasTag('submitHeld')).toBe(false)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(held()).toBe(true)
  })

  /** a customer form named 홍길동 whose member search for member01 is still to be answered */
  function searchingMember01() {
    const answer = deferred<Member>()
    const { actor } = start(customer(), { member: () => answer.promise })
    actor.send({ type: 'NAME.CHANGE', value: '홍길동' })
    actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' })
    actor.send({ type: 'MEMBER_ID.CHANGE', value: 'member01' })
    actor.send({ type: 'MEMBER.SEARCH' })
    return { actor, answer }
  }

  it('a member id changed while it is searched drops the answer: no member, the name as typed', async () => {
    const { actor, answer } = searchingMember01()
    expect(actor.getSnapshot().matches({ editing: 'searching' })).toBe(true)
    actor.send({ type: 'MEMBER_ID.CHANGE', value: 'member02' })
    // the search is over: the submit is no longer held, and a new search may start
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    expect(actor.getSnapshot().hasTag('submitHeld')).toBe(false)
    answer.resolve({ userNo: 1, name: '김건강', userId: 'member01' })
    await afterQueuedTimers()
    const { context } = actor.getSnapshot()
    expect(context).toMatchObject({ memberId: 'member02', member: null })
    expect(context.form.name).toBe('홍길동')
  })

  it('leaving member mode while the member is searched drops the answer', async () => {
    const { actor, answer } = searchingMember01()
    actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'nonMember' })
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true)
    answer.resolve({ userNo: 1, name: '김건강', userId: 'member01' })
    await afterQueuedTimers()
    expect(actor.getSnapshot().context).toMatchObject({ customerType: 'nonMember', member: null })
    expect(actor.getSnapshot().context.form.name).toBe('홍길동')
  })

  it('a member search failure shows its catalogue message (401 usage exceeded, 404 not found)', async () => {
    for (const [status, key] of [
      [401, 'report.usageExceeded'],
      [404, 'report.memberNotFound'],
    ] as const) {
      const { actor } = start(customer(), { member: async () => Promise.reject(http(status)) })
      actor.send({ type: 'CUSTOMER_TYPE.CHANGE', customerType: 'member' })
      actor.send({ type: 'MEMBER_ID.CHANGE', value: 'x' })
      actor.send({ type: 'MEMBER.SEARCH' })
      await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
      expect(actor.getSnapshot().context.memberError?.key).toBe(key)
    }
  })

  it('breaking the age rule clears the checkup date with the right one of the four messages', () => {
    const cases: [string, string, string][] = [
      ['', '20261101', 'validation.birthMissing'],
      ['20100101', '20261101', 'validation.ageMin'],
      ['19300101', '20261101', 'validation.ageMax'],
      ['20251201', '20251101', 'validation.ageRange'],
    ]
    for (const [birth, date, key] of cases) {
      const { actor } = start(customer())
      if (birth) actor.send({ type: 'BIRTH.CHANGE', value: birth })
      actor.send({ type: 'CHECKUP_DATE.CHANGE', value: date })
      const { context } = actor.getSnapshot()
      expect(context.form.checkupDate, key).toBe('')
      expect(context.dateNotice?.key).toBe(key)
    }
    const { actor } = start(customer())
    actor.send({ type: 'BIRTH.CHANGE', value: '19800101' })
    actor.send({ type: 'CHECKUP_DATE.CHANGE', value: '20261101' })
    expect(actor.getSnapshot().context.form.checkupDate).toBe('20261101')
  })

  it('sends the values, reports the usable count and goes back', async () => {
    const { actor, spies } = start(customer())
    for (const e of FILL) actor.send(e)
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(spies.submitted[0]).toMatchObject({
      kind: 'nonMember',
      role: 'RP',
      values: { bmi: 22.5, blds: 95 },
    })
    expect(spies.setUsableCount).toHaveBeenCalledWith({ usableCount: 49 })
    expect(spies.notify).toHaveBeenCalledWith({
      message: message('report.created'),
      tone: 'success',
    })
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/v2/Dashboard' })
  })

  it('a refused submit keeps everything typed; 423 goes back', async () => {
    const { actor, spies } = start(customer(), { submit: async () => Promise.reject(http(407)) })
    for (const e of FILL) actor.send(e)
    const before = actor.getSnapshot().context.form
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.form).toEqual(before)
    expect(spies.notify.mock.lastCall?.[0]).toMatchObject({
      message: { key: 'report.noPredictable' },
      tone: 'error',
    })
    expect(spies.navigate).not.toHaveBeenCalled()

    const exceeded = start(customer(), { submit: async () => Promise.reject(http(423)) })
    for (const e of FILL) exceeded.actor.send(e)
    exceeded.actor.send({ type: 'SUBMIT' })
    await waitFor(exceeded.actor, (s) => s.status === 'done')
    expect(exceeded.spies.navigate).toHaveBeenCalledWith({ to: '/v2/Dashboard' })
  })

  it('leaving a dirty form asks first; a clean one leaves at once', () => {
    const clean = start(customer())
    clean.actor.send({ type: 'LEAVE.REQUEST', to: '/v2/Give' })
    expect(clean.spies.navigate).toHaveBeenCalledWith({ to: '/v2/Give' })
    const { actor, spies } = start(customer())
    actor.send({ type: 'TEXT.CHANGE', field: 'waist', value: '8' })
    actor.send({ type: 'LEAVE.REQUEST', to: '/v2/Give' })
    expect(actor.getSnapshot().value).toBe('confirmLeave')
    actor.send({ type: 'LEAVE.CANCEL' })
    expect(actor.getSnapshot().context.form.texts.waist).toBe('8')
    actor.send({ type: 'LEAVE.REQUEST', to: '/v2/Give' })
    actor.send({ type: 'LEAVE.CONFIRM' })
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/v2/Give' })
    expect(spies.back).not.toHaveBeenCalled()
  })

  it("the browser's Back on a dirty form asks the same question; cancelling keeps the input", () => {
    const { actor, spies } = start(customer())
    actor.send({ type: 'TEXT.CHANGE', field: 'waist', value: '8' })
    actor.send({ type: 'LEAVE.BACK' })
    expect(actor.getSnapshot().value).toBe('confirmLeave')
    // a second Back while the question is open changes nothing
    actor.send({ type: 'LEAVE.BACK' })
    expect(actor.getSnapshot().value).toBe('confirmLeave')
    actor.send({ type: 'LEAVE.CANCEL' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.form.texts.waist).toBe('8')
    expect(spies.back).not.toHaveBeenCalled()
    actor.send({ type: 'LEAVE.BACK' })
    actor.send({ type: 'LEAVE.CONFIRM' })
    expect(spies.back).toHaveBeenCalledTimes(1)
    expect(spies.navigate).not.toHaveBeenCalled()
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a link asked for after a cancelled Back leaves for the link, not back', () => {
    const { actor, spies } = start(customer())
    actor.send({ type: 'TEXT.CHANGE', field: 'waist', value: '8' })
    actor.send({ type: 'LEAVE.BACK' })
    actor.send({ type: 'LEAVE.CANCEL' })
    actor.send({ type: 'LEAVE.REQUEST', to: '/v2/Give' })
    actor.send({ type: 'LEAVE.CONFIRM' })
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/v2/Give' })
    expect(spies.back).not.toHaveBeenCalled()
  })

  it("the browser's Back on a clean form goes back at once", () => {
    const { actor, spies } = start(customer())
    actor.send({ type: 'LEAVE.BACK' })
    expect(spies.back).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().status).toBe('done')
  })
})

describe('report form, admin variant', () => {
  const target: ReportTarget = {
    id: 7,
    name: '정작성',
    birthday: '19750412',
    gender: 2,
    couponCode: 'CP000007',
    employeeId: 'OL1000041',
    employeeName: '오렌지',
    fcCode: 'OL1000041',
    siteName: '오렌지라이프',
    userId: 'olu00007',
    userNo: 50007,
    checkupNo: 900007,
  }
  const admin = (modify: boolean, id: number | null = 7) =>
    ({ input: { variant: 'admin', today: TODAY, id, modify, backTo: '/Admin/Dashboard' } }) as const

  it('modify reads the stored report back from waistInch, heightCm and weightKg', async () => {
    const stored = {
      name: '정작성',
      birth: '19750412',
      gender: 2,
      checkupDate: '20261101',
      waist: 32,
      waistUnit: 'inch',
      height: 175.26,
      heightUnit: 'ft',
      weight: 154,
      weightUnit: 'lb',
      bmi: 22.7,
      bpLow: 80,
      bpHigh: 120,
      oligProteCd: 1,
      dfabPtnCd: 0,
      totChole: 190,
      triglyceride: null,
      hdlChole: null,
      ldlChole: null,
      sgotAst: null,
      sgptAlt: null,
      gammaGtp: null,
      blds: null,
      creatinine: 1,
      hmg: 14,
      hchk: 'none',
      fmly: 'none',
      drnkHabit: 2,
      drnkQty: 3,
      smkStatType: 1,
      smkTerm: null,
      smkQty: null,
      wlk30WekFreq: 3,
      mov30WekFreq: 2,
      mov20WekFreq: 1,
      checkupNo: 900007,
      role: 'RP',
      waistInch: 32,
      heightCm: 175.26,
      weightKg: 69.853168,
    } satisfies StoredReport
    const { actor } = start(admin(true), { load: async () => ({ target, stored }) })
    await waitFor(actor, (s) => s.matches('editing'))
    const { context } = actor.getSnapshot()
    expect(context.modify).toBe(true)
    expect(context.form.units).toEqual({ waist: 'inch', height: 'ft', weight: 'lb' })
    expect(context.form.texts).toMatchObject({
      waist: '32',
      heightFeet: '5',
      heightInch: '9',
      weight: '154',
      drnkQty: '3',
    })
    expect(context.form.metric.waistCm).toBeCloseTo(81.28, 10)
    expect(fieldErrors(context.form, TODAY)).toEqual({})
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('the target user is read-only; a failed load says so and goes back', async () => {
    const { actor } = start(admin(false), { load: async () => ({ target, stored: null }) })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'NAME.CHANGE', value: '다른이름' })
    actor.send({ type: 'BIRTH.CHANGE', value: '19990101' })
    actor.send({ type: 'GENDER.CHANGE', gender: 1 })
    expect(actor.getSnapshot().context.form).toMatchObject({
      name: '정작성',
      birth: '19750412',
      gender: 2,
    })

    const failed = start(admin(false), { load: async () => Promise.reject(http(400)) })
    await waitFor(failed.actor, (s) => s.status === 'done')
    expect(failed.spies.notify.mock.lastCall?.[0]).toMatchObject({
      message: { key: 'report.targetNotFound' },
      tone: 'error',
    })
    expect(failed.spies.navigate).toHaveBeenCalledWith({ to: '/Admin/Dashboard' })
  })
})

/**
 * Model-based test of the conditional sections: any sequence of the form's events keeps the
 * model's rules (fast-check commands): the drinking amount is asked iff drinking days are not 0,
 * smoking term and amount iff quit or current, 'none' excludes the others, and a value typed into
 * a field stays whatever is chosen after.
 */
describe('conditional sections (model-based)', () => {
  type Model = {
    drnkHabit: number | null
    smk: number | null
    hchk: string[]
    typed: Record<string, string>
  }
  type Real = ReturnType<typeof start>['actor']
  const check = (m: Model, r: Real) => {
    const { form } = r.getSnapshot().context
    expect(asksDrinkingAmount(form)).toBe(m.drnkHabit !== null && m.drnkHabit !== 0)
    expect(asksSmoking(form)).toBe(m.smk === 2 || m.smk === 3)
    expect([...form.hchk].sort()).toEqual([...m.hchk].sort())
    if (form.hchk.includes('none')) expect(form.hchk).toEqual(['none'])
    for (const [f, v] of Object.entries(m.typed)) expect(form.texts[f as TextField]).toBe(v)
    const errors = fieldErrors(form, TODAY)
    if (!asksDrinkingAmount(form)) expect(errors.drnkQty).toBeUndefined()
    if (!asksSmoking(form)) expect(errors.smkQty).toBeUndefined()
  }
  class Choose implements fc.Command<Model, Real> {
    constructor(
      readonly field: 'drnkHabit' | 'smkStatType',
      readonly value: number,
    ) {}
    check = () => true
    run(m: Model, r: Real) {
      r.send({ type: 'CHOICE.CHANGE', field: this.field, value: this.value })
      if (this.field === 'drnkHabit') m.drnkHabit = this.value
      else m.smk = this.value
      check(m, r)
    }
    toString = () => `${this.field}=${this.value}`
  }
  class Toggle implements fc.Command<Model, Real> {
    constructor(readonly code: (typeof DISEASE_CODES)[number]) {}
    check = () => true
    run(m: Model, r: Real) {
      r.send({ type: 'DISEASE.TOGGLE', code: this.code })
      if (m.hchk.includes(this.code)) m.hchk = m.hchk.filter((c) => c !== this.code)
      else if (this.code === 'none') m.hchk = ['none']
      else m.hchk = [...m.hchk.filter((c) => c !== 'none'), this.code]
      check(m, r)
    }
    toString = () => `toggle ${this.code}`
  }
  class Type implements fc.Command<Model, Real> {
    constructor(
      readonly field: 'drnkQty' | 'smkTerm' | 'smkQty',
      readonly value: string,
    ) {}
    check = () => true
    run(m: Model, r: Real) {
      r.send({ type: 'TEXT.CHANGE', field: this.field, value: this.value })
      m.typed[this.field] = this.value
      check(m, r)
    }
    toString = () => `${this.field}:${this.value}`
  }
  it('keeps the rules over any sequence of events (property)', () => {
    const commands = [
      fc.constantFrom(...DAY_CODES).map((v) => new Choose('drnkHabit', v)),
      fc.constantFrom(...SMOKING_CODES).map((v) => new Choose('smkStatType', v)),
      fc.constantFrom(...DISEASE_CODES).map((c) => new Toggle(c)),
      fc
        .tuple(
          fc.constantFrom('drnkQty', 'smkTerm', 'smkQty' as const),
          fc.integer({ min: 0, max: 300 }),
        )
        .map(([f, v]) => new Type(f as 'drnkQty', String(v))),
    ]
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const { actor } = start(customer())
        fc.modelRun(
          () => ({ model: { drnkHabit: null, smk: null, hchk: [], typed: {} }, real: actor }),
          cmds,
        )
        actor.stop()
      }),
      { numRuns: 60 },
    )
  })
})

describe('the draft of a report not sent (issue 46)', () => {
  const KEY = 'report:fc0004:customer'
  const withDraft = (draft?: unknown) =>
    ({
      input: { ...customer().input, draftKey: KEY, ...(draft === undefined ? {} : { draft }) },
    }) as const

  it('every edit keeps what is typed; a report sent forgets it', async () => {
    const { actor, spies } = start(withDraft())
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    for (const event of FILL) actor.send(event)
    const kept = spies.drafts.get(KEY)!
    expect(kept.form).toEqual(actor.getSnapshot().context.form)
    expect(kept.delivery).toBe('RP')
    expect(kept.form.name).toBe('홍길동')
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(spies.drafts.has(KEY)).toBe(false)
  })

  it('a failed send keeps the draft', async () => {
    const { actor, spies } = start(withDraft(), { submit: async () => Promise.reject(http(500)) })
    for (const event of FILL) actor.send(event)
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(spies.drafts.get(KEY)?.form.name).toBe('홍길동')
  })

  it('the draft kept is offered; carrying on restores every field, starting afresh forgets it', () => {
    const typed = start(withDraft())
    for (const event of FILL) typed.actor.send(event)
    typed.actor.send({ type: 'MEMBER_ID.CHANGE', value: 'member01' })
    const draft = typed.spies.drafts.get(KEY)!
    const before = typed.actor.getSnapshot().context

    const again = start(withDraft(draft))
    expect(again.actor.getSnapshot().matches('offeringDraft')).toBe(true)
    // nothing typed is taken while it is offered: the choice comes first
    again.actor.send({ type: 'NAME.CHANGE', value: '덮어쓰기' })
    expect(again.actor.getSnapshot().context.form.name).toBe('')
    expect(again.spies.drafts.size).toBe(0)
    again.actor.send({ type: 'DRAFT.CONTINUE' })
    const restored = again.actor.getSnapshot().context
    expect(again.actor.getSnapshot().matches('editing')).toBe(true)
    expect(restored.form).toEqual(before.form)
    expect(restored.memberId).toBe('member01')
    expect(restored.delivery).toBe('RP')
    expect(restored.dirty).toBe(true)

    const fresh = start(withDraft(draft))
    fresh.spies.drafts.set(KEY, draft)
    fresh.actor.send({ type: 'DRAFT.DISCARD' })
    expect(fresh.actor.getSnapshot().context.form.name).toBe('')
    expect(fresh.spies.drafts.has(KEY)).toBe(false)
  })

  it('a value that is not a draft of this form is not offered; no key, no draft kept', () => {
    for (const junk of [null, 1, 'x', { form: {} }, { form: { name: 1 } }]) {
      const { actor } = start(withDraft(junk))
      expect(actor.getSnapshot().matches('editing'), JSON.stringify(junk)).toBe(true)
    }
    const { actor, spies } = start(customer())
    actor.send({ type: 'NAME.CHANGE', value: '홍길동' })
    expect(spies.drafts.size).toBe(0)
  })

  it('any draft the form keeps reads back the same after the trip through storage (property)', () => {
    fc.assert(
      fc.property(fc.subarray(FILL), fc.string({ maxLength: 12 }), (events, memberId) => {
        const { actor, spies } = start(withDraft())
        for (const event of events) actor.send(event)
        actor.send({ type: 'MEMBER_ID.CHANGE', value: memberId })
        const kept = spies.drafts.get(KEY)!
        expect(readReportDraft(JSON.parse(JSON.stringify(kept)))).toEqual(kept)
      }),
      { numRuns: 40 },
    )
  })
})
