import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseDay } from '../../../machines/dates/date-format';
import { useT } from '../../app/app-actor';

/**
 * A day typed DD.MM.YYYY, as the tables write dates (spec §9), whatever the browser's own language
 * (a native date field follows the browser's, e.g. mm/dd/yyyy). `onDay` gets YYYY-MM-DD, or null
 * when emptied; a text that is not a day yet says so and changes nothing.
 */
export function DayInput({ label, onDay, testId }: { label: string; onDay: (day: string | null) => void; testId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const day = parseDay(text);
  const unfinished = text.trim() !== '' && day === null;
  return (
    <TextInput
      label={label}
      placeholder="DD.MM.YYYY"
      inputMode="numeric"
      maxLength={10}
      value={text}
      error={unfinished ? t('history.dateFormat') : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim() === '') onDay(null);
        else {
          const parsed = parseDay(next);
          if (parsed) onDay(parsed);
        }
      }}
      w={160}
      data-testid={testId}
    />
  );
}
