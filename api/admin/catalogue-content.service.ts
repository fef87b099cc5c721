import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ENGLISH_ID } from '../db/seed-data/languages';
import { writeTransaction } from '../db/transaction';
import { notFound, validationFailed } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import { sanitizePageHtml } from '../lib/page-html';
import { languageExists } from '../reference-data/languages.repository';
import { upsertStaticPageTexts, upsertStaticPages } from '../reference-data/static-pages.repository';
import { markPageEdited, markSocialLinksEdited } from '../reference-data/operator-edits';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';
import type { PageInput, SocialLinkInput } from './catalogue-content.rules';
import {
  allStaticPageTexts,
  allStaticPages,
  findStaticPageBySlug,
  findStaticPageText,
  languageChoices,
  replaceSocialLinks,
  socialLinkTexts,
  socialLinksWithPosition,
} from './console-content.repository';

/**
 * A page's text in the audit log: its title, and the length and SHA-256 of header and content (a
 * page body may be tens of kilobytes; the hash shows whether it changed without copying it).
 */
function pageTrace(page: { title: string; header: string; content: string }) {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex');
  return { title: page.title, header_length: page.header.length, header_sha256: digest(page.header), content_length: page.content.length, content_sha256: digest(page.content) };
}

/** The console's static pages and social links (issue 43): what the shop's reference tables hold, edited with one audit row each. */
export function createContentConsole(db: Kysely<Database>) {
  return {
    async read() {
      const pages = await allStaticPages(db);
      const texts = await allStaticPageTexts(db);
      const links = await socialLinksWithPosition(db);
      const languages = await languageChoices(db);
      return {
        languages,
        pages: pages.map((page) => ({
          id: page.id,
          slug: page.slug,
          position: page.position,
          texts: [
            { language_id: ENGLISH_ID, title: page.title, header: page.header, content: page.content },
            ...texts.filter((text) => text.page_id === page.id).map((text) => ({ language_id: text.lang_id, title: text.title, header: text.header, content: text.content })),
          ],
        })),
        social_links: links,
      };
    },

    /** One page's text in one language (English is the page's own row, the fallback of the others). */
    async updatePage(actor: Actor, slug: string, input: PageInput) {
      const clean = { title: input.title, header: sanitizePageHtml(input.header), content: sanitizePageHtml(input.content) };
      return writeTransaction(db, async (tx) => {
        const page = await findStaticPageBySlug(tx, slug.trim().toLowerCase());
        if (!page) throw notFound(`Page ${slug} not found`);
        if (!(await languageExists(tx, input.language_id))) throw validationFailed({ language_id: ['No such language'] });
        let before: { title: string; header: string; content: string } | undefined = page;
        if (input.language_id === ENGLISH_ID) await upsertStaticPages(tx, [{ ...page, ...clean }]);
        else {
          before = await findStaticPageText(tx, page.id, input.language_id);
          await upsertStaticPageTexts(tx, [{ page_id: page.id, lang_id: input.language_id, ...clean }]);
        }
        // From now on the seed leaves this text to the operator (api/db/seed.ts).
        await markPageEdited(tx, page.id, input.language_id);
        await appendAudit(
          tx,
          actor,
          { action: 'page.update', entity: 'page', entityId: page.slug, before: before ? { language_id: input.language_id, ...pageTrace(before) } : null, after: { language_id: input.language_id, ...pageTrace(clean) } },
          nowSeconds(),
        );
        return { slug: page.slug, language_id: input.language_id, ...clean };
      });
    },

    /** Replaces the social links with these, in this order. */
    async replaceSocialLinks(actor: Actor, links: SocialLinkInput[]) {
      return writeTransaction(db, async (tx) => {
        const before = await socialLinkTexts(tx);
        const rows = links.map((link, index) => ({ id: index + 1, name: link.name, url: link.url, icon: link.icon, position: index }));
        await replaceSocialLinks(tx, rows);
        // From now on the seed leaves the links to the operator (api/db/seed.ts).
        await markSocialLinksEdited(tx);
        await appendAudit(tx, actor, { action: 'social_links.update', entity: 'social_links', entityId: 'all', before: { links: before }, after: { links } }, nowSeconds());
        return rows;
      });
    },
  };
}

export type ContentConsole = ReturnType<typeof createContentConsole>;
