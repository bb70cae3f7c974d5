import { z } from 'zod'

const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback)

const configSchema = z.object({
  MOCK_SEED: int(42),
  /** checkups of site 3 inside the dashboard's default range (FIXTURES.md scale knobs) */
  MOCK_CHECKUPS: int(300),
  /** generated staff per site-3 branch besides the fixture accounts */
  MOCK_STAFF: int(12),
  /** generated app customers besides the fixture customers */
  MOCK_CUSTOMERS: int(50),
  /** the day the generated dates are relative to (YYYYMMDD); default today */
  MOCK_TODAY: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
})
export type MockConfig = z.infer<typeof configSchema>

export function readMockConfig(source: Record<string, string | undefined> = {}): MockConfig {
  const parsed = configSchema.safeParse(source)
  if (!parsed.success) {
    throw new Error(
      `Invalid mock configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    )
  }
  return parsed.data
}
