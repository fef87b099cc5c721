import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from './admin-guard';
import { checkedPage, checkedSocialLinks, MAX_SOCIAL_LINKS, PAGE_LIMITS } from './catalogue-content.rules';
import type { ContentConsole } from './catalogue-content.service';
import { checkedSettings, type SettingsConsole } from './catalogue-settings.service';

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
// Not `lang_id`: the gateway adds the browser's language as lang_id to every body it forwards.
/**
 * A page's HTML as one string, or as its lines: the API refuses control characters in every field, so
 * multi-line HTML (the pages are) comes as lines, each checked as any field, joined here with \n.
 */
const Html = (max: number) => Type.Union([Type.String({ maxLength: max + 1 }), Type.Array(Type.String({ maxLength: max + 1 }), { maxItems: max + 1 })]);
const PageBody = Type.Object({
  language_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  title: Type.String({ maxLength: PAGE_LIMITS.title + 100 }),
  header: Html(PAGE_LIMITS.header),
  content: Html(PAGE_LIMITS.content),
});
const joined = (html: string | string[]) => (typeof html === 'string' ? html : html.join('\n'));
const SocialLinksBody = Type.Object({
  links: Type.Array(Type.Object({ name: Type.String({ maxLength: 100 }), url: Type.String({ maxLength: 600 }), icon: Type.String({ maxLength: 100 }) }), { maxItems: MAX_SOCIAL_LINKS + 1 }),
});
const SettingsBody = Type.Object({
  offer_enabled: Type.Optional(Type.Boolean()),
  /** EUR: a number, or a string as the console's operator typed it ("7.50"). */
  min_top_up: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 })])),
  support_email: Type.Optional(Type.String({ maxLength: 300 })),
  requisites: Type.Optional(Type.String({ maxLength: 600 })),
  copyright: Type.Optional(Type.String({ maxLength: 400 })),
  google_tag: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});

/** The console's content and settings (issue 43): static pages in each language, social links, shop settings. */
export const catalogueContentRoutes: FastifyPluginAsyncTypebox<{ content: ContentConsole; settings: SettingsConsole }> = async (app, { content, settings }) => {
  app.get('/content', { config: { access: 'content.write' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await content.read() };
  });

  app.put('/pages/:slug', { config: { access: 'content.write' }, schema: { params: SlugParams, body: PageBody } }, async (request) => ({
    status: 'OK' as const,
    payload: await content.updatePage(actorOf(request), request.params.slug, checkedPage({ ...request.body, header: joined(request.body.header), content: joined(request.body.content) })),
  }));

  app.put('/social-links', { config: { access: 'content.write' }, schema: { body: SocialLinksBody } }, async (request) => ({
    status: 'OK' as const,
    payload: await content.replaceSocialLinks(actorOf(request), checkedSocialLinks(request.body.links)),
  }));

  app.get('/settings', { config: { access: 'settings.write' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'OK' as const, payload: await settings.read() };
  });

  app.put('/settings', { config: { access: 'settings.write' }, schema: { body: SettingsBody } }, async (request) => ({
    status: 'OK' as const,
    payload: await settings.update(actorOf(request), checkedSettings(request.body)),
  }));
};
