import { Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { TYPING_WORDS, typingMachine } from '../../../machines/catalogue/typing.machine';
import { useT } from '../../app/app-actor';
import { useHydrated } from '../../app/use-hydrated';
import classes from './typing-headline.module.css';

/** "Buy skins for CS2 / Dota 2" with the game name typed, held and deleted in a loop (spec §1). */
export function TypingHeadline() {
  // The server cannot know the visitor's preference: while React takes its page over, the headline
  // renders as the server's did (moving), then as the visitor prefers.
  const prefersReducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const reducedMotion = useHydrated() && prefersReducedMotion;
  // A changed preference starts the headline over, moving or still.
  return <TypingHeadlineView key={String(reducedMotion)} reducedMotion={reducedMotion} />;
}

function TypingHeadlineView({ reducedMotion }: { reducedMotion: boolean }) {
  const t = useT();
  const actorRef = useActorRef(typingMachine, { input: { words: TYPING_WORDS, reducedMotion } });
  const text = useSelector(actorRef, (s) => s.context.text);
  return (
    <Title order={1} fz={{ base: 34, sm: 46, md: 56 }} lh={1.1} fw={900} c="white">
      {/* Screen readers get one stable heading; the letters typed and deleted are for the eyes only. */}
      <VisuallyHidden>{`${t('home.headline')} ${TYPING_WORDS.join(', ')}`}</VisuallyHidden>
      <span aria-hidden="true">
        {t('home.headline')}{' '}
        {/* Every word laid out unseen in the same cell: the line is always as wide as the longest, so
            typing never rewraps the headline or moves the page below it. */}
        <span className={classes.slot}>
          {TYPING_WORDS.map((word) => (
            <span key={word} className={classes.sizer}>
              {word}
            </span>
          ))}
          <span>
            <span className={classes.word} data-testid="typing-word">
              {text}
            </span>
            {!reducedMotion && <span className={classes.caret} />}
          </span>
        </span>
      </span>
    </Title>
  );
}
