import { Link, type LinkProps } from '@chakra-ui/react'

/**
 * A link to another site, opened in a new tab without handing it this window (noopener
 * noreferrer); nothing at all when its address is not configured (an empty or missing href).
 */
export function ExternalLink({
  href,
  ...rest
}: Omit<LinkProps, 'href' | 'target' | 'rel'> & { href: string | null | undefined }) {
  if (!href) return null
  return <Link href={href} target="_blank" rel="noopener noreferrer" {...rest} />
}
