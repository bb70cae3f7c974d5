import { useEffect } from 'react'
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { keyframes } from '@emotion/react'
import { useSelector } from '@xstate/react'
import type { MessageLineContent } from '../domain/notification'
import { useLocale, useT } from '../../../shared/views/i18n'
import { formatNumber } from '../../../shared/domain/numbers'
import { useNotificationViews } from './deps'

// starts readable, holds a moment, then runs out to the left and starts over
const run = keyframes`0%, 15% { transform: translateX(0); } 100% { transform: translateX(-100%); }`

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

/** The running message line with its copy button (S1 §2 app bar). */
export function MessageLine() {
  const t = useT()
  const { messageLine } = useNotificationViews()
  const content = useSelector(messageLine, (s) => s.context.content)
  const copying = useSelector(messageLine, (s) => s.hasTag('copying'))
  const text = useLineText(content)
  // the words drawn are what the next signed-in frame shows (decision 052)
  useEffect(() => messageLine.send({ type: 'LINE.SHOWN', text }), [messageLine, text])
  // no line (yet): its room is kept from 1024 px, so the voucher tools beside it do not move when
  // it arrives (the page's layout shift)
  if (!text) return <Box flex="1 1 260px" display={{ base: 'none', lg: 'block' }} />
  return (
    <Flex align="center" gap={2} minW={0} flex="1 1 260px" data-testid="message-line">
      <Box
        overflow="hidden"
        flex="1"
        minW={0}
        whiteSpace="nowrap"
        fontSize="sm"
        color="gray.700"
        title={text}
      >
        <Text
          as="span"
          display="inline-block"
          data-testid="message-line-text"
          css={{
            animation: `${run} 18s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            '&:hover': { animationPlayState: 'paused' },
          }}
        >
          {text}
        </Text>
      </Box>
      <Button
        size="xs"
        variant="outline"
        onClick={() => messageLine.send({ type: 'COPY' })}
        loading={copying}
        data-testid="message-line-copy"
      >
        {t('messageLine.copy')}
      </Button>
    </Flex>
  )
}
