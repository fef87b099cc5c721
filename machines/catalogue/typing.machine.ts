import { assign, setup } from 'xstate';

export interface TypingContext {
  words: string[];
  wordIndex: number;
  /** The part of the current word shown so far. */
  text: string;
  /** prefers-reduced-motion: the first word stands still instead of being typed. */
  reducedMotion: boolean;
}

/** The headline's cycling words (spec §1). */
export const TYPING_WORDS = ['CS2', 'Dota 2'];

/** Types a word letter by letter, holds it, deletes it and moves on to the next word, forever. */
export const typingMachine = setup({
  types: {
    context: {} as TypingContext,
    input: {} as { words?: string[]; reducedMotion?: boolean } | undefined,
  },
  delays: {
    typeDelay: 140,
    holdDelay: 1800,
    deleteDelay: 70,
    pauseDelay: 400,
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    wordTyped: ({ context }) => context.text === context.words[context.wordIndex],
    wordDeleted: ({ context }) => context.text === '',
  },
  actions: {
    typeLetter: assign(({ context }) => ({
      text: context.words[context.wordIndex].slice(0, context.text.length + 1),
    })),
    deleteLetter: assign(({ context }) => ({ text: context.text.slice(0, -1) })),
    showWholeWord: assign(({ context }) => ({ text: context.words[context.wordIndex] })),
    nextWord: assign(({ context }) => ({ wordIndex: (context.wordIndex + 1) % context.words.length })),
  },
}).createMachine({
  id: 'typing',
  context: ({ input }) => ({
    words: input?.words?.length ? input.words : TYPING_WORDS,
    wordIndex: 0,
    text: '',
    reducedMotion: input?.reducedMotion ?? false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'prefersReducedMotion', target: 'still' }, { target: 'typing' }],
    },
    still: { entry: 'showWholeWord' },
    typing: {
      always: { guard: 'wordTyped', target: 'holding' },
      after: { typeDelay: { actions: 'typeLetter', target: 'typing', reenter: true } },
    },
    holding: {
      after: { holdDelay: 'deleting' },
    },
    deleting: {
      always: { guard: 'wordDeleted', target: 'pausing' },
      after: { deleteDelay: { actions: 'deleteLetter', target: 'deleting', reenter: true } },
    },
    pausing: {
      after: { pauseDelay: { actions: 'nextWord', target: 'typing' } },
    },
  },
});
