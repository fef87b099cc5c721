import { Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { TYPING_WORDS, typingMachine } from '../../../machines/typing.machine';
import { useT } from '../../app/app-actor';
import classes from './typing-headline.module.css';

/** "Buy skins for CS2 / Dota 2" with the game name typed, held and deleted in a loop (spec §1). */
export function TypingHeadline() {
  const t = useT();
  const actorRef = useActorRef(typingMachine, { input: { words: TYPING_WORDS } });
  const text = useSelector(actorRef, (s) => s.context.text);
  return (
    <Title order={1} fz={{ base: 34, sm: 46, md: 56 }} lh={1.1} fw={900} c="white">
      {t('home.headline')}{' '}
      <span className={classes.word} data-testid="typing-word" aria-live="off">
        {text}
      </span>
      <span className={classes.caret} aria-hidden="true" />
    </Title>
  );
}
