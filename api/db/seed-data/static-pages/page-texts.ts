/** A static page's text in one language, keyed by the page's slug. */
export type PageTexts = Record<string, { title: string; header: string; content: string }>;
