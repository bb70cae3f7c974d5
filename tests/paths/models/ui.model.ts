import {
  MOBILE_BREAKPOINT_PX,
  SCROLLED_THRESHOLD_PX,
  uiMachine,
  type UiContext,
} from '../../../src/shared/machines/ui-machine'
import { message } from '../../../src/shared/domain/messages'
import { portalMachine } from '../../../src/app/portal-machine'
import { providedLogic } from '../../support/wired'
import { defineModel } from '../model'

/**
 * The shell's own state (S1 §4): requests starting and ending (the counter never below 0), a
 * screen part's own indicator shown and hidden, the snackbar shown, hidden and timing out, the
 * layout on either side of the breakpoint and the scroll on either side of the threshold.
 */
export default defineModel({
  machine: uiMachine,
  input: { width: MOBILE_BREAKPOINT_PX },
  events: () => [
    { type: 'REQUEST.START' },
    { type: 'REQUEST.END' },
    { type: 'INDICATOR.SHOW', id: 'grid' },
    { type: 'INDICATOR.HIDE', id: 'grid' },
    { type: 'SNACKBAR.SHOW', message: message('common.error'), tone: 'error' },
    { type: 'SNACKBAR.SHOW', message: message('copy.done') },
    { type: 'SNACKBAR.HIDE' },
    { type: 'VIEWPORT.RESIZE', width: MOBILE_BREAKPOINT_PX - 1 },
    { type: 'VIEWPORT.RESIZE', width: MOBILE_BREAKPOINT_PX },
    { type: 'VIEWPORT.SCROLL', y: SCROLLED_THRESHOLD_PX },
    { type: 'VIEWPORT.SCROLL', y: SCROLLED_THRESHOLD_PX + 1 },
    { type: 'DRAWER.OPEN' },
    { type: 'DRAWER.CLOSE' },
    { type: 'ERROR.SET', status: 404, message: message('common.error') },
    { type: 'ERROR.SET', status: 500, message: message('common.error'), detail: 'sid-1' },
  ],
  // the counter and the snackbar's sequence grow: what tells states apart is whether a request
  // runs (one or more), the indicators shown, and what is shown where
  serialize: (snapshot) => {
    const c = snapshot.context as UiContext
    return {
      value: snapshot.value,
      pending: Math.min(c.pending, 2),
      indicators: c.indicators,
      snackbar: c.snackbar && { message: c.snackbar.message, tone: c.snackbar.tone },
      layout: c.layout,
      scrolled: c.scrolled,
      drawerOpen: c.drawerOpen,
      error: c.error,
    }
  },
  depth: 3,

  // the ui actor as the portal's root starts it (its setup's `ui`, which createPortal keeps): it
  // calls nothing, so nobody signs in, and each step reaches the walked context; the snackbar's
  // timeout passes on the path's clock
  live: {
    wire: () => providedLogic(portalMachine, 'ui'),
    operations: {},
    shape: true,
    minimumPaths: 13,
  },
})
