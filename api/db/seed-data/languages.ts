import type { LanguagesTable } from '../../reference-data/languages.table';

export const ENGLISH_ID = 10;

export const languages: LanguagesTable[] = [
  { id: 10, code: 'en', title: 'English', position: 0 },
  { id: 11, code: 'de', title: 'Deutsch', position: 1 },
  { id: 12, code: 'fr', title: 'Français', position: 2 },
  { id: 13, code: 'es', title: 'Español', position: 3 },
  { id: 14, code: 'pl', title: 'Polski', position: 4 },
  { id: 15, code: 'pt', title: 'Português', position: 5 },
];
