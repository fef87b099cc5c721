export interface CountriesTable {
  id: number;
  /** ISO 3166 alpha-2. */
  iso: string;
  title: string;
  /** International dialling prefix, e.g. +49. */
  phone_code: string;
}
