export interface LanguagesTable {
  id: number;
  code: string;
  title: string;
  position: number;
}

export interface LocalizationsTable {
  lang_id: number;
  key: string;
  text: string;
}
