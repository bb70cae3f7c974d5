import type { AppBarPart } from '../../../shared/views/app-bar'
import { createViewDeps } from '../../../shared/views/app-context'

/**
 * What the app bar shows of other features (S1 §2: the message line, the voucher tools, the usage
 * counter, the bell), each feature's `app-bar.tsx` declaring its parts. The shell lays them out by
 * slot and order; `src/app` gives them (the chrome chunk), so the shell names none of those
 * features.
 */
export type AppBarParts = readonly AppBarPart[]

export const [AppBarPartsProvider, useAppBarParts] = createViewDeps<AppBarParts>('app bar')
