import type { ComponentType } from 'react'
import { createViewDeps } from '../../../shared/views/app-context'

/**
 * What the app bar shows of other features (S1 §2: the message line, the voucher tools, the usage
 * counter, the bell). The shell lays them out; `src/app` gives them (the chrome chunk), so the
 * shell names none of those features.
 */
export interface AppBarParts {
  MessageLine: ComponentType
  VoucherTools: ComponentType<{ qrVoucher: boolean }>
  UsageCounter: ComponentType<{ count: number }>
  NotificationBell: ComponentType
}

export const [AppBarPartsProvider, useAppBarParts] = createViewDeps<AppBarParts>('app bar')
