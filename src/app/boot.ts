// The portal's first script (index.html). A prerendered sign-in page, or a signed-in page's frame
// (decision 052), is drawn by the HTML alone; its first frame comes before the portal's code is
// fetched and compiled (issue 8, decision 022), so the portal starts after that frame. Until it is live, a submit on the painted page is noted
// and made once it is (`hydratePrerendered`); before this script has run, the page's submit buttons
// are disabled (`scripts/prerender.ts`). Everything else waits in `main.tsx`.
// the sign-in pages' stylesheet is the HTML's own (inlined into the prerendered pages)
import '../shared/views/plain/plain.css'
import { TOKEN_KEYS } from '../shared/services/token-storage'
import { enableSubmits, markSubmits } from './submits'
import { pickLocale } from './locale'
import { prepareFirstFrame, webFrameMemory } from '../shared/services/frame-memory'
import { DEFAULT_LOCALE } from '../shared/domain/messages'
import { showStartFailed } from './start-failed'

/** after the browser has drawn a frame (or, in a tab that draws none, 200 ms) */
const afterFirstFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve))
    setTimeout(resolve, 200)
  })

const container = document.getElementById('root')!
// a visitor with a stored session does not keep a painted sign-in page (main.tsx renders afresh
// once the server has answered for the session): no form is offered whose typing would be thrown
// away. A signed-in page's frame stays for them alone, with the line they were last shown
// (decision 052).
prepareFirstFrame(container, {
  signedIn: window.localStorage.getItem(TOKEN_KEYS.authToken) !== null,
  defaultLocale: pickLocale() === DEFAULT_LOCALE,
  line: webFrameMemory(window.localStorage).read(),
})
const stopMarking = markSubmits(container)
enableSubmits(container)
if (container.hasChildNodes()) await afterFirstFrame()
// the portal's code may not arrive (offline, a new deploy): a dead sign-in form or a blank page
// would say nothing, so the page says so and offers a reload
const portal = await import('./main').catch(() => null)
if (portal) {
  // evaluated in one task, started in the next: together they were one of the longest tasks of a
  // signed-in page's start on a phone (issue 45)
  await new Promise((resolve) => setTimeout(resolve))
  await portal.start({ stopMarking })
} else {
  stopMarking()
  showStartFailed(container, pickLocale())
}
