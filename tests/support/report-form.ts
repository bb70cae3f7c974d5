import { fireEvent, screen, within } from '@testing-library/react'

/** How a test fills the report form (S1 §5 report entry): a typed value, a choice, a check. */
export interface FormHands {
  type: (label: string, value: string) => void
  pick: (group: string, option: string) => void
  check: (group: string, option: string) => void
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** By role and accessible name: a group that lost its label or role fails here. */
export const BY_ROLE: FormHands = {
  type,
  pick: (group, option) =>
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
    ),
  check: (group, option) =>
    fireEvent.click(
      within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: option }),
    ),
}

/**
 * By the group's label and the option's text: a role query over the whole form costs more than a
 * page's render on this machine, for a test that fills the form many times (the catalogue matrix).
 */
export const BY_TEXT: FormHands = {
  type,
  pick: (group, option) => fireEvent.click(within(screen.getByLabelText(group)).getByText(option)),
  check: (group, option) => fireEvent.click(within(screen.getByLabelText(group)).getByText(option)),
}

/** Everything but the customer's identity, in metric units. */
export function fillCheckup({ type, pick, check }: FormHands = BY_ROLE): void {
  type('검진일자', '20261101')
  type('허리둘레', '80')
  type('키', '170')
  type('몸무게', '65')
  type('수축기 혈압 (최고, mmHg)', '120')
  type('이완기 혈압 (최저, mmHg)', '80')
  type('공복혈당', '95')
  type('혈청 크레아티닌', '1')
  type('혈색소', '14')
  pick('장애 여부', '없음')
  pick('요단백', '음성')
  check('진단받은 질환', '없음')
  check('가족력', '없음')
  pick('일주일 중 술을 마시는 날', '0일')
  pick('흡연 여부', '비흡연')
  pick('일주일 중 30분 이상 걸은 날', '3일')
  pick('일주일 중 30분 이상 중강도 운동을 한 날', '2일')
  pick('일주일 중 20분 이상 고강도 운동을 한 날', '1일')
}
