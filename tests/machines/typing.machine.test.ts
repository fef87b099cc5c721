import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { TYPING_WORDS, typingMachine } from '../../machines/catalogue/typing.machine';

// Named delays of the machine, read back so the test follows them.
const delays = typingMachine.implementations.delays as Record<string, number>;

const typingModel = createMachine({
  id: 'typingModel',
  initial: 'typing',
  states: {
    typing: { on: { WORD_TYPED: 'holding' } },
    holding: { on: { HOLD_OVER: 'deleting' } },
    deleting: { on: { WORD_DELETED: 'pausing' } },
    pausing: { on: { PAUSE_OVER: 'typingNext' } },
    typingNext: {},
  },
});

describe('typing machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const path of createTestModel(typingModel).getShortestPaths()) {
    it(path.description, async () => {
      const actor = createActor(typingMachine, { input: {} }).start();
      const snap = () => actor.getSnapshot();
      await path.test({
        states: {
          typing: () => {
            expect(snap().matches('typing')).toBe(true);
            expect(snap().context.text).toBe('');
          },
          holding: () => expect(snap().context.text).toBe('CS2'),
          deleting: () => expect(snap().matches('deleting')).toBe(true),
          pausing: () => {
            expect(snap().matches('pausing')).toBe(true);
            expect(snap().context.text).toBe('');
          },
          typingNext: () => {
            expect(snap().matches('typing')).toBe(true);
            expect(snap().context.words[snap().context.wordIndex]).toBe('Dota 2');
          },
        },
        events: {
          WORD_TYPED: async () => {
            for (const expected of ['C', 'CS', 'CS2']) {
              await vi.advanceTimersByTimeAsync(delays.typeDelay);
              expect(snap().context.text).toBe(expected);
            }
            expect(snap().matches('holding')).toBe(true);
          },
          HOLD_OVER: async () => {
            await vi.advanceTimersByTimeAsync(delays.holdDelay - 1);
            expect(snap().matches('holding')).toBe(true);
            await vi.advanceTimersByTimeAsync(1);
          },
          WORD_DELETED: async () => {
            await vi.advanceTimersByTimeAsync(delays.deleteDelay * 3);
          },
          PAUSE_OVER: async () => {
            await vi.advanceTimersByTimeAsync(delays.pauseDelay);
          },
        },
      });
      actor.stop();
    });
  }
});

describe('typing machine cycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the chosen timings (the spec gives none): type 140, hold 1800, delete 70, pause 400 ms', () => {
    expect(delays).toEqual({ typeDelay: 140, holdDelay: 1800, deleteDelay: 70, pauseDelay: 400 });
  });

  it('cycles CS2 and Dota 2 forever', async () => {
    expect(TYPING_WORDS).toEqual(['CS2', 'Dota 2']);
    const seen: string[] = [];
    const actor = createActor(typingMachine, { input: {} }).start();
    actor.subscribe((s) => {
      if (s.matches('holding') && seen.at(-1) !== s.context.text) seen.push(s.context.text);
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen.slice(0, 4)).toEqual(['CS2', 'Dota 2', 'CS2', 'Dota 2']);
    actor.stop();
  });

  it('with prefers-reduced-motion shows the first word whole and never moves', async () => {
    const actor = createActor(typingMachine, { input: { reducedMotion: true } }).start();
    const texts = new Set<string>();
    actor.subscribe((s) => texts.add(s.context.text));
    texts.add(actor.getSnapshot().context.text);
    await vi.advanceTimersByTimeAsync(20_000);
    expect([...texts]).toEqual(['CS2']);
    expect(actor.getSnapshot().matches('still')).toBe(true);
    actor.stop();
  });
});
