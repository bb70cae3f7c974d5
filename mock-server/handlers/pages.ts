import { http, HttpResponse } from 'msw'
import { LEGAL_PAGES } from '../pages/legal'

/** The demo's privacy-policy and terms-of-use pages (`mock-server/pages/legal.ts`), outside the contract. */
export const pageHandlers = () =>
  Object.entries(LEGAL_PAGES).map(([path, html]) =>
    http.get(`*${path}`, () => HttpResponse.html(html)),
  )
