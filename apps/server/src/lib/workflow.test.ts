import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from './unit-of-work.ts';
import { runWorkflow, transactionalSteps, type WorkflowStep } from './workflow.ts';

const step = (name: string, seen: string[], options: { fail?: boolean; failUndo?: boolean } = {}) =>
  ({
    name,
    async run() {
      seen.push(`run ${name}`);
      if (options.fail) throw new Error(`${name} failed`);
    },
    async undo() {
      seen.push(`undo ${name}`);
      if (options.failUndo) throw new Error(`undo ${name} failed`);
    },
  }) satisfies WorkflowStep<object>;

describe('workflow', () => {
  it('runs every step in order when none fails, and undoes nothing', async () => {
    const seen: string[] = [];
    await runWorkflow([step('a', seen), step('b', seen)], {});
    expect(seen).toEqual(['run a', 'run b']);
  });

  it('undoes the finished steps, last first, when a step fails, and rethrows that failure', async () => {
    const seen: string[] = [];
    await expect(
      runWorkflow([step('a', seen), step('b', seen), step('c', seen, { fail: true }), step('d', seen)], {}),
    ).rejects.toThrow('c failed');
    expect(seen).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
  });

  it('keeps undoing after an undo fails, logs it, and still reports the original failure', async () => {
    const seen: string[] = [];
    const logged: unknown[] = [];
    await expect(
      runWorkflow(
        [step('a', seen), step('b', seen, { failUndo: true }), step('c', seen, { fail: true })],
        {},
        {
          error: (object) => logged.push(object),
        },
      ),
    ).rejects.toThrow('c failed');
    expect(seen).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
    expect(logged).toEqual([expect.objectContaining({ step: 'b' })]);
  });

  it('runs a transactional group inside one transaction, so its rollback is the undo of its steps', async () => {
    const seen: string[] = [];
    let transactions = 0;
    const uow = {
      transaction: async <T>(work: () => Promise<T>) => {
        transactions += 1;
        return work();
      },
    } as unknown as UnitOfWork;
    const state = { value: 0 };
    await runWorkflow(
      [
        transactionalSteps(uow, 'db', [
          { name: 'x', run: async (s: typeof state) => void (s.value += 1) },
          { name: 'y', run: async (s: typeof state) => void (s.value += 2) },
        ]),
        step('after', seen),
      ],
      state,
    );
    expect(transactions).toBe(1);
    expect(state.value).toBe(3);
    expect(seen).toEqual(['run after']);
  });
});
