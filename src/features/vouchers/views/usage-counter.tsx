import { Button, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { isUnlimitedCount } from '../../../shared/domain/codes'
import { PATHS } from '../../../shared/domain/routes'
import { useT } from '../../../shared/views/i18n'
import { ACCENT_PALETTE } from '../../../shared/views/accent'

/** 'N 회' with the usage-rights label, or the unlimited word for -1; opens /v2/product. S1 §2. */
export function UsageCounter({ count }: { count: number }) {
  const t = useT()
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      colorPalette={ACCENT_PALETTE}
      bg="white"
      data-testid="usage-counter"
    >
      <Link href={PATHS.product}>
        <Text as="span" color="gray.600" fontWeight="normal">
          {t('appBar.usageLabel')}
        </Text>
        <Text as="span" fontWeight="bold">
          {isUnlimitedCount(count) ? t('appBar.unlimited') : t('appBar.usageCount', { count })}
        </Text>
      </Link>
    </Button>
  )
}
