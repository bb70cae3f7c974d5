import { useEffect } from 'react'
import { Button, Flex, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { MessageLineContent } from '../domain/notification'
import { useLocale, useT } from '../../../shared/views/i18n'
import { formatNumber } from '../../../shared/domain/numbers'
import { useNotificationViews } from './deps'

/** a button a thumb can use below 1024 px (issue 46), the same 44 px wide at every width */
const lineButton = {
  size: 'xs',
  variant: 'outline',
  minW: '44px',
  h: { base: '44px', lg: '32px' },
} as const

function useLineText(content: MessageLineContent | null): string {
  const t = useT()
  const locale = useLocale()
  if (!content) return ''
  if (content.kind === 'fcLink') return t('messageLine.fcLink', { url: content.url })
  const i = content.info
  return t('messageLine.vbank', {
    vbankName: i.vbankName,
    vbankNum: i.vbankNum,
    vbankHolder: i.vbankHolder,
    amount: formatNumber(i.paidAmount, locale),
    vbankDate: i.vbankDate,
  })
}

/**
 * The message line with its copy and share buttons (S1 §2 app bar). It stands still and, on a
 * phone, wraps where it is long, so the FC link can be read and checked before it is handed on
 * (issue 46; it used to run across the bar). The signed-in frame keeps the same room for the two buttons
 * (`.pl-frame-line`), so the line wraps there as it does here.
 */
export function MessageLine() {
  const t = useT()
  const { messageLine } = useNotificationViews()
  const content = useSelector(messageLine, (s) => s.context.content)
  const copying = useSelector(messageLine, (s) => s.hasTag('copying'))
  const sharing = useSelector(messageLine, (s) => s.hasTag('sharing'))
  const text = useLineText(content)
  // the words drawn are what the next signed-in frame shows (decision 052)
  useEffect(() => messageLine.send({ type: 'LINE.SHOWN', text }), [messageLine, text])
  // no line (yet): its room is kept from 1024 px, so the voucher tools beside it do not move when
  // it arrives (the page's layout shift)
  if (!text) return <Flex flex="1 1 260px" display={{ base: 'none', lg: 'flex' }} />
  return (
    <Flex align="center" gap={2} minW={0} flex="1 1 260px" data-testid="message-line">
      <Text
        flex="1"
        minW={0}
        fontSize="sm"
        lineHeight="21px"
        color="gray.700"
        overflowWrap="anywhere"
        // two lines at most on a phone, one beside the voucher tools from 1024 px, cut with an
        // ellipsis where it is longer (the whole line in its title, and in what the buttons copy
        // and share); the signed-in frame cuts its line the same way (`.pl-frame-line`)
        lineClamp={{ base: 2, lg: 1 }}
        title={text}
        data-testid="message-line-text"
      >
        {text}
      </Text>
      <Button
        {...lineButton}
        onClick={() => messageLine.send({ type: 'COPY' })}
        loading={copying}
        data-testid="message-line-copy"
      >
        {t('messageLine.copy')}
      </Button>
      <Button
        {...lineButton}
        onClick={() => messageLine.send({ type: 'SHARE' })}
        loading={sharing}
        data-testid="message-line-share"
      >
        {t('share.button')}
      </Button>
    </Flex>
  )
}
