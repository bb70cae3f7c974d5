import { useShellViews } from './deps'
import { Inspector } from './inspector/inspector'

/**
 * /Playground (development builds only): the statechart inspector over the running system and
 * the journal, live or loaded from a file, and the journal itself, exportable as JSON
 * (decision 044).
 */
export default function PlaygroundPage() {
  const { journal, inspection, exportProblemReport } = useShellViews()
  return (
    <Inspector
      journal={journal}
      inspection={inspection}
      exportProblemReport={exportProblemReport}
    />
  )
}
