import { assign, type EventObject, type MachineContext } from 'xstate'

/**
 * The `assign` of a machine piece (`list-view.ts`, `paged-search.ts`) that keeps its fields
 * (`TOwn`) in the context of the machine it is part of: the piece knows those fields only and
 * returns them with the types it declares them with.
 *
 * `assignOwn<PagedSearchContext>()<TContext, Done, TEvent>(({ event }) => ({ data: event.output }))`
 */
export function assignOwn<TOwn extends MachineContext>() {
  return <TContext extends TOwn, TExpressionEvent extends EventObject, TEvent extends EventObject>(
    update: (args: { context: TContext; event: TExpressionEvent }) => Partial<TOwn>,
  ) =>
    assign<TContext, TExpressionEvent, undefined, TEvent, never>(
      // xstate types an assignment by the machine's whole context, which the piece cannot name:
      // the machine's context holds the piece's fields as the piece types them (it extends TOwn)
      (args) => update(args) as Partial<TContext>,
    )
}
