import {
  type ChosenOption,
  choicesSummary,
  LINE_NOTE_LABEL,
  type RunOutChoice,
  type RunOutOutcome,
  runOutLabels,
  runOutOutcomeLabels,
} from '#shared/preparation.ts'
import { IF_RUNS_OUT_PREFIX } from '#shared/run-out.ts'
import { cn } from '#web/ui/cn.ts'

export interface LinePreparation {
  choices?: Pick<ChosenOption, 'choiceLabel'>[] | undefined
  note?: string | null | undefined
  ifRunsOut?: RunOutChoice | undefined
  runOutOutcome?: RunOutOutcome | null | undefined
  replacedName?: string | null | undefined
}

/**
 * What staff read under a product line (issue 31): the choices ('1.5 in, fat on'), the
 * shopper's note (as text), 'If this runs out: …' and, once marked unavailable, what
 * was done. Shown in the order dialog and on the Deliveries screen, and printed.
 */
export function LinePreparationText({
  line,
  className,
}: {
  line: LinePreparation
  className?: string
}) {
  const choices = line.choices ?? []
  return (
    <span className={cn('block text-stone-700', className)}>
      {line.replacedName && <span className="block">Replaces {line.replacedName} (ran out)</span>}
      {choices.length > 0 && <span className="block">{choicesSummary(choices)}</span>}
      {line.note && (
        <span className="block italic">
          {LINE_NOTE_LABEL}: <span className="whitespace-pre-wrap">{line.note}</span>
        </span>
      )}
      {line.ifRunsOut && !line.runOutOutcome && (
        <span className="block">
          {IF_RUNS_OUT_PREFIX}
          {runOutLabels[line.ifRunsOut]}
        </span>
      )}
      {line.runOutOutcome && (
        <span
          className={cn(
            'block font-semibold',
            line.runOutOutcome === 'call_customer' ? 'text-amber-800' : 'text-red-800',
          )}
        >
          {runOutOutcomeLabels[line.runOutOutcome]}
        </span>
      )}
    </span>
  )
}
