import type { Locale } from '../shared/domain/messages'
import { START_MESSAGES } from '../shared/domain/messages/start'

/**
 * The portal's code could not be fetched (offline, a new deploy): the page says so and offers a
 * reload, as a route chunk that cannot be fetched does (issue 8). Plain DOM with the plain
 * stylesheet's classes: nothing of the portal has arrived to draw it.
 */
export function showStartFailed(
  container: HTMLElement,
  locale: Locale,
  reload: () => void = () => window.location.reload(),
) {
  const messages = START_MESSAGES[locale]
  const center = document.createElement('div')
  center.className = 'pl-center'
  center.setAttribute('data-half', '')
  center.setAttribute('data-testid', 'start-failed')
  const box = document.createElement('div')
  box.className = 'pl-message'
  box.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = messages['app.routeLoadFailed']
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'pl-button'
  const label = document.createElement('span')
  label.className = 'pl-button-text'
  label.textContent = messages['app.reload']
  button.append(label)
  button.addEventListener('click', reload)
  box.append(text, button)
  center.append(box)
  container.replaceChildren(center)
}
