import type { UnitOfWork } from './unit-of-work.ts';

/**
 * One step of a workflow: `run` does it; `undo` takes it back when a later step fails (a compensation).
 * Steps share one state object, each adding what the next ones need.
 */
export interface WorkflowStep<S> {
  name: string;
  run(state: S): Promise<void>;
  undo?(state: S): Promise<void>;
}

interface Log {
  error(object: unknown, message?: string): void;
}

/**
 * Runs steps in order. When one fails, every step that finished is undone, last first, and the failure is
 * rethrown: nothing the workflow did is left behind. An undo that fails is logged and the others still run.
 *
 * Database writes belong in one `transactionalSteps` group: its rollback undoes them all at once (and a
 * crash can never stop half-way). `undo` is for what a rollback cannot reach: a payment provider, say.
 */
export async function runWorkflow<S>(steps: readonly WorkflowStep<S>[], state: S, log?: Log): Promise<S> {
  const finished: WorkflowStep<S>[] = [];
  for (const step of steps) {
    try {
      await step.run(state);
    } catch (error) {
      for (const done of finished.reverse()) {
        try {
          await done.undo?.(state);
        } catch (undoError) {
          log?.error({ err: undoError, step: done.name, cause: error }, 'workflow: undoing a step failed');
        }
      }
      throw error;
    }
    finished.push(step);
  }
  return state;
}

/** Steps run in one transaction of `uow`: a failure in any rolls all of them back, which is their undo. */
export function transactionalSteps<S>(
  uow: UnitOfWork,
  name: string,
  steps: readonly WorkflowStep<S>[],
): WorkflowStep<S> {
  return {
    name,
    async run(state) {
      await uow.transaction(() => runWorkflow(steps, state));
    },
  };
}
