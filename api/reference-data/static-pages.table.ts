export interface StaticPagesTable {
  id: number;
  slug: string;
  /** English title (the fallback for languages without their own text). */
  title: string;
  /** Sanitized HTML. */
  header: string;
  /** Sanitized HTML. */
  content: string;
  position: number;
}

/** A page's text in one language other than English. */
export interface StaticPageTextsTable {
  page_id: number;
  lang_id: number;
  title: string;
  /** Sanitized HTML. */
  header: string;
  /** Sanitized HTML. */
  content: string;
}
