import { useEffect, useId, useMemo, useState } from 'react'
import { Box, Code, Heading, Text, chakra } from '@chakra-ui/react'
import type { AnyStateMachine } from 'xstate'
import { useT } from '../../../../shared/views/i18n'
import type { ActorView } from './actors'
import { JsonBlock } from './blocks'
import { activeStates, stateText } from './graph'
import { layoutMachine, type ChartLayout } from './layout'
import { Statechart } from './statechart'

/** A machine's chart laid out (once per definition), or null while elkjs works. */
function useLayout(machine: AnyStateMachine | null): ChartLayout | null {
  const [done, setDone] = useState<{ machine: AnyStateMachine; layout: ChartLayout } | null>(null)
  useEffect(() => {
    if (!machine) return
    let on = true
    layoutMachine(machine).then((layout) => on && setDone({ machine, layout }))
    return () => {
      on = false
    }
  }, [machine])
  return done && done.machine === machine ? done.layout : null
}

/** One actor's statechart with its state lit, and its context. */
export function ActorChart({ actor, focused }: { actor: ActorView; focused: boolean }) {
  const t = useT()
  const heading = useId()
  const layout = useLayout(actor.machine)
  const state = stateText(actor.state)
  const active = useMemo(() => activeStates(actor.state), [actor.state])
  const machine = actor.machineId ?? '—'
  return (
    <Box
      as="section"
      aria-labelledby={heading}
      data-actor={actor.name}
      data-focused={focused ? 'true' : undefined}
      borderWidth={focused ? '2px' : '1px'}
      borderColor={focused ? 'blue.600' : 'gray.200'}
      borderRadius="md"
      bg="white"
      p={3}
      minW={0}
    >
      <Heading as="h3" size="sm" id={heading}>
        {actor.name}{' '}
        <Text as="span" fontWeight="normal" color="gray.600">
          ({machine})
        </Text>
      </Heading>
      <Text fontSize="sm" mb={2}>
        {t('inspector.state')}: <Code data-testid="inspector-state">{state}</Code>
        {focused && (
          <Text as="span" ms={2} color="blue.700" fontWeight="semibold">
            {t('inspector.focused')}
          </Text>
        )}
      </Text>
      {!actor.machine ? (
        <Text fontSize="sm" color="gray.600">
          {t('inspector.noMachine', { machine })}
        </Text>
      ) : layout ? (
        <Box
          overflow="auto"
          maxH="32rem"
          tabIndex={0}
          role="group"
          aria-label={t('inspector.chartRegion', { actor: actor.name })}
          borderWidth="1px"
          borderColor="gray.100"
          borderRadius="sm"
        >
          <Statechart
            layout={layout}
            active={active}
            label={t('inspector.chart', { actor: actor.name, machine, state })}
          />
        </Box>
      ) : (
        <Text fontSize="sm" color="gray.600">
          {t('inspector.laying')}
        </Text>
      )}
      <chakra.details mt={2}>
        <chakra.summary cursor="pointer" fontSize="sm">
          {t('inspector.context')}
        </chakra.summary>
        <JsonBlock value={actor.context} label={`${actor.name} ${t('inspector.context')}`} />
      </chakra.details>
    </Box>
  )
}
