import { Button, Flex, Text } from '@chakra-ui/react'
import { useLocale, useT } from '../i18n'
import { pageCount, pageSpan } from '../../domain/paging'
import { formatNumber } from '../../domain/numbers'
import { ACCENT_PALETTE } from '../accent'

/** Smaller buttons on a phone (each still a thumb's 44 px, the theme's rule below 1024 px). */
const BUTTON_SIZE = { base: 'xs', sm: 'sm' } as const

/** Page buttons around the current page, with a summary of the rows shown. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number
  size: number
  total: number
  onPage: (page: number) => void
}) {
  const t = useT()
  const locale = useLocale()
  const pages = pageCount(total, size)
  const first = Math.max(1, Math.min(page - 2, pages - 4))
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i)
  // a phone shows three numbers around the page: seven 44 px buttons would not fit one line
  const near = Math.max(1, Math.min(page - 1, pages - 2))
  const onPhone = (n: number) => n >= near && n <= near + 2
  const { from, to } = pageSpan(page, size, total)
  return (
    <Flex align="center" justify="space-between" gap={3} wrap="wrap" py={3}>
      <Text fontSize="sm" color="gray.600" data-testid="pager-summary">
        {t('pager.summary', { total: formatNumber(total, locale), from, to })}
      </Text>
      <Flex gap={1} wrap="wrap" as="nav" aria-label={t('pager.nav')}>
        <Button
          size={BUTTON_SIZE}
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('pager.prev')}
        </Button>
        {numbers.map((n) => (
          <Button
            key={n}
            size={BUTTON_SIZE}
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette={ACCENT_PALETTE}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: n })}
            hideBelow={onPhone(n) ? undefined : 'sm'}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          size={BUTTON_SIZE}
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('pager.next')}
        </Button>
      </Flex>
    </Flex>
  )
}
