import { useState, useSyncExternalStore } from 'react'
import { Button, Input, Stack, Text } from '@chakra-ui/react'
import type { OfflineAddressSearch } from '../services/address-search'
import { useT } from '../../../shared/views/i18n'
import { DialogFrame } from '../../../shared/views/components/dialog-frame'

/** The offline stand-in of the postcode widget: a few Korean addresses to pick from. */
export function OfflineAddressDialog({ search }: { search: OfflineAddressSearch }) {
  const t = useT()
  const open = useSyncExternalStore(search.subscribe, search.pending)
  const [query, setQuery] = useState('')
  if (!open) return null
  const results = search.find(query)
  return (
    <DialogFrame
      stacked
      onClose={() => search.answer(null)}
      title={t('addressSearch.title')}
      testId="address-search"
      footer={
        <Button variant="outline" onClick={() => search.answer(null)}>
          {t('app.cancel')}
        </Button>
      }
    >
      <Stack gap={3}>
        <Input
          aria-label={t('addressSearch.query')}
          placeholder={t('addressSearch.hint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoFocus
        />
        {results.length === 0 ? <Text color="gray.600">{t('addressSearch.empty')}</Text> : null}
        {results.map((a) => (
          <Button
            key={a.postalCode}
            variant="outline"
            justifyContent="flex-start"
            h="auto"
            py={2}
            onClick={() => {
              setQuery('')
              search.answer(a)
            }}
          >
            <Stack gap={0} align="flex-start">
              <Text fontWeight="bold">{a.postalCode}</Text>
              <Text fontSize="sm">{a.address}</Text>
            </Stack>
          </Button>
        ))}
      </Stack>
    </DialogFrame>
  )
}
