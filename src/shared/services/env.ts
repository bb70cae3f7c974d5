import { z } from 'zod'

const envSchema = z.object({
  /** where the API lives; empty = the portal's own origin */
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'must be empty or an http(s) URL')
    .transform((v) => v.replace(/\/+$/, '')),
  /** host of the external print view (S1 §4 single print) */
  VITE_CHECKUP_HOST: z.string().default(''),
  /** the address search of the shipping form: the Kakao widget, or the offline stand-in */
  VITE_ADDRESS_SEARCH: z.enum(['kakao', 'offline']).default('offline'),
  /** the external privacy-policy and terms-of-use pages (S1 §2) */
  VITE_PRIVACY_URL: z.union([z.literal(''), z.string().url()]).default(''),
  VITE_TERMS_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /** hosts a notification link may open besides the portal itself, comma separated */
  VITE_LINK_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
})

export type Env = z.infer<typeof envSchema>

/** Reads and validates the environment once. A bad value fails at start with a clear message. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${detail}`)
  }
  return parsed.data
}

const processEnv: Record<string, unknown> =
  typeof process === 'object' && process?.env ? { ...process.env } : {}

export const env: Env = parseEnv({ ...processEnv, ...import.meta.env })
