import { assign } from 'xstate'
import { rangeChange } from '../../../shared/machines/range-change'
import { failureOf } from '../../../shared/machines/failure'
import { present } from '../../../shared/machines/present'
import { OWN_INDICATOR } from '../../../shared/machines/own-indicator'
import { ERRORS } from '../domain/errors'
import { changeFilter, visibleSeries } from '../domain/statistics'
import { nextSort } from '../../../shared/domain/list-view'
import { toggleColumn } from '../../../shared/machines/list-view'
import { defaultStatisticsView, firstStatisticsOrder, gridOf, sortKeysOf } from '../domain/view'
import {
  gridRows,
  lastPage,
  queryOf,
  offered,
  searchOf,
  resetOf,
  operationOf,
} from './statistics-rules'
import { statisticsSetup } from './statistics-setup'

/** The list state of the machine. */
export const list = statisticsSetup.createStateConfig({
  initial: 'loadingEmployees',
  states: {
    loadingEmployees: {
      tags: 'loading',
      invoke: [
        {
          id: 'employees',
          src: 'employees',
          onDone: {
            target: 'searching',
            actions: assign(({ context, event }) => ({
              employees: event.output,
              ...offered(event.output, context.choice, context.filter),
            })),
          },
          onError: [
            {
              guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
              target: 'refused',
              actions: assign({
                error: ({ event }) => failureOf(ERRORS.statisticsEmployees, event.error),
              }),
            },
            {
              target: 'failed',
              actions: assign({
                error: ({ event }) => failureOf(ERRORS.statisticsEmployees, event.error),
              }),
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    searching: {
      tags: 'loading',
      // the view asked for is the one the address and the memory keep
      entry: {
        type: 'keepView',
        params: ({ context }) => ({ query: queryOf(context, true) }),
      },
      invoke: [
        {
          id: 'search',
          src: 'search',
          input: ({ context }) => searchOf(context),
          onDone: [
            {
              target: 'ready',
              guard: { type: 'pageWithinList', params: ({ event }) => ({ data: event.output }) },
              actions: assign(({ context, event }) => ({
                data: event.output,
                rows: gridRows(context.screen, event.output, context.giftList, context.sort),
                error: null,
              })),
            },
            {
              // a remembered page past the end of a list that has shrunk: its last page
              target: 'ready',
              actions: [
                assign(({ context, event }) => {
                  const rows = gridRows(
                    context.screen,
                    event.output,
                    context.giftList,
                    context.sort,
                  )
                  return { data: event.output, rows, page: lastPage(rows.length), error: null }
                }),
                { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
              ],
            },
          ],
          onError: [
            {
              guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
              target: 'refused',
              actions: assign({
                data: null,
                rows: [],
                error: ({ context, event }) =>
                  failureOf(ERRORS[operationOf(context.screen)], event.error),
              }),
            },
            {
              target: 'failed',
              actions: assign({
                data: null,
                rows: [],
                error: ({ context, event }) =>
                  failureOf(ERRORS[operationOf(context.screen)], event.error),
              }),
            },
          ],
        },
        OWN_INDICATOR,
      ],
    },
    ready: {},
    failed: {},
    /** told and sent home: nothing more happens here */
    refused: {
      // nothing more happens on this page: every event stops here
      on: { '*': {} },
      entry: [
        {
          type: 'notify',
          params: ({ context }) => ({
            message: present(context.error, 'the refusal said'),
            tone: 'error' as const,
          }),
        },
        { type: 'navigate', params: { to: '/' } },
      ],
    },
  },
  on: {
    SEARCH: [
      { guard: 'employeesLoaded', target: '.searching', actions: assign({ page: 1 }) },
      { target: '.loadingEmployees', actions: assign({ page: 1 }) },
    ],
    'EMPLOYEE.SELECT': {
      guard: 'employeesLoaded',
      target: '.searching',
      actions: assign({ choice: ({ event }) => event.choice, page: 1 }),
    },
    'FILTER.CHANGE': {
      guard: 'employeesLoaded',
      target: '.searching',
      actions: assign({
        filter: ({ context, event }) => changeFilter(context.filter, event.change),
        page: 1,
      }),
    },
    'VIEW.RESET': [
      {
        guard: 'employeesLoaded',
        target: '.searching',
        actions: assign(({ context }) => resetOf(context)),
      },
      { target: '.loadingEmployees', actions: assign(({ context }) => resetOf(context)) },
    ],
    'COLUMN.TOGGLE': {
      actions: [
        assign(({ context, event }) => {
          const hidden = toggleColumn(context.hidden, event.column)
          return {
            hidden,
            hiddenOf: {
              ...context.hiddenOf,
              [gridOf(context.screen, context.giftList)]: hidden,
            },
          }
        }),
        { type: 'keepColumns', params: ({ context }) => ({ hidden: context.hidden }) },
      ],
    },
    // a sort turns the rows held (no call) and keeps the view
    'SORT.CHANGE': {
      guard: 'sortKeyOffered',
      actions: [
        assign(({ context, event }) => {
          const sort = nextSort(
            context.sort,
            event.key,
            firstStatisticsOrder(context.screen),
            event.order,
          )
          return {
            sort,
            page: 1,
            rows: gridRows(context.screen, context.data, context.giftList, sort),
          }
        }),
        { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
      ],
    },
    // a range is taken (or refused, or its other end moved) and searched with the button
    'RANGE.CHANGE': rangeChange({ reload: false }),
    PAGE: {
      actions: [
        assign({
          page: ({ context, event }) =>
            Math.min(Math.max(1, Math.floor(event.page)), lastPage(context.rows.length)),
        }),
        { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
      ],
    },
    'CHART.TOGGLE': { actions: assign({ chartShown: ({ context }) => !context.chartShown }) },
    'GIFT_LIST.SELECT': {
      actions: [
        assign(({ context, event }) => {
          const giftList = event.list
          // the other list's grid: its own hidden columns; a key it has not sorts by its date
          const sort = sortKeysOf(context.screen, giftList).includes(context.sort.key)
            ? context.sort
            : defaultStatisticsView(context.screen, context.today).sort
          return {
            giftList,
            page: 1,
            sort,
            rows: gridRows(context.screen, context.data, giftList, sort),
            hidden: context.hiddenOf[gridOf(context.screen, giftList)] ?? [],
          }
        }),
        { type: 'keepView', params: ({ context }) => ({ query: queryOf(context) }) },
      ],
    },
    'SERIES.TOGGLE': {
      actions: assign({
        series: ({ context, event }) => {
          if (!visibleSeries(context.viewer).includes(event.series)) return context.series
          return context.series.includes(event.series)
            ? context.series.filter((s) => s !== event.series)
            : visibleSeries(context.viewer).filter(
                (s) => s === event.series || context.series.includes(s),
              )
        },
      }),
    },
  },
})
