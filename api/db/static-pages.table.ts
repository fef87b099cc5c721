export interface StaticPagesTable {
  id: number;
  slug: string;
  title: string;
  /** Sanitized HTML. */
  header: string;
  /** Sanitized HTML. */
  content: string;
  position: number;
}
