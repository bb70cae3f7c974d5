import { useState, useSyncExternalStore } from 'react'
import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react'
import type { OfflineAddressSearch } from '../services/address-search'
import { useT } from '../../../shared/views/i18n'

/** The offline stand-in of the postcode widget: a few Korean addresses to pick from. */
export function OfflineAddressDialog({ search }: { search: OfflineAddressSearch }) {
  const t = useT()
  const open = useSyncExternalStore(search.subscribe, search.pending)
  const [query, setQuery] = useState('')
  if (!open) return null
  const results = search.find(query)
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && search.answer(null)} placement="center">
      <Portal>
        <Dialog.Backdrop zIndex="popover" />
        <Dialog.Positioner zIndex="popover">
          <Dialog.Content data-testid="address-search">
            <Dialog.Header>
              <Dialog.Title>{t('addressSearch.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Input
                  aria-label={t('addressSearch.query')}
                  placeholder={t('addressSearch.hint')}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  autoFocus
                />
                {results.length === 0 ? (
                  <Text color="gray.600">{t('addressSearch.empty')}</Text>
                ) : null}
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => search.answer(null)}>
                {t('app.cancel')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
