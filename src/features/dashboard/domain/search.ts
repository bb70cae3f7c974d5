import type { Message } from '../../../shared/domain/messages'
import { lineText } from '../../../shared/domain/validation'

/**
 * The longest customer-name search the contract takes (checkupList `name`), counted on the trimmed
 * term the dashboard sends, in code points as zod counts (decision 011).
 */
export const SEARCH_NAME_MAX = 50

/** The term a typed search sends: trimmed. */
export const searchTerm = (typed: string): string => typed.trim()

/** A typed search the contract would refuse: '검색어는 50자 이내로 입력해 주세요.', else null. */
export const validateSearch = (typed: string): Message | null =>
  lineText(searchTerm(typed), SEARCH_NAME_MAX, 'dashboard.searchTooLong')
