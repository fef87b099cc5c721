import { validationFailed, type FieldErrors } from '../http/api-error';

export const PAGE_LIMITS = { title: 200, header: 20_000, content: 200_000 };
export const MAX_SOCIAL_LINKS = 20;

export interface PageInput {
  language_id: number;
  title: string;
  header: string;
  content: string;
}

export interface SocialLinkInput {
  name: string;
  url: string;
  icon: string;
}

/** A page text as staff typed it: a title, and HTML the repository sanitizes. */
export function checkedPage(body: { language_id: number; title: string; header: string; content: string }): PageInput {
  const errors: FieldErrors = {};
  const title = body.title.trim();
  if (title === '') errors.title = ['Give the page a title'];
  else if (title.length > PAGE_LIMITS.title) errors.title = [`At most ${PAGE_LIMITS.title} characters`];
  if (body.header.length > PAGE_LIMITS.header) errors.header = [`At most ${PAGE_LIMITS.header} characters`];
  if (body.content.trim() === '') errors.content = ['Give the page a text'];
  else if (body.content.length > PAGE_LIMITS.content) errors.content = [`At most ${PAGE_LIMITS.content} characters`];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { language_id: body.language_id, title, header: body.header, content: body.content };
}

const ICON = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The social links, each with a name, an https address and an icon name (Tabler's, e.g. brand-discord). */
export function checkedSocialLinks(links: { name: string; url: string; icon: string }[]): SocialLinkInput[] {
  const errors: FieldErrors = {};
  if (links.length > MAX_SOCIAL_LINKS) errors.links = [`At most ${MAX_SOCIAL_LINKS} links`];
  const checked = links.map((link, index) => {
    const name = link.name.trim();
    const url = link.url.trim();
    const icon = link.icon.trim();
    if (name === '' || name.length > 50) errors[`links.${index}.name`] = ['A name of 1 to 50 characters'];
    if (!isHttpsUrl(url)) errors[`links.${index}.url`] = ['An https:// address'];
    if (!ICON.test(icon) || icon.length > 50) errors[`links.${index}.icon`] = ['An icon name such as brand-discord'];
    return { name, url, icon };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return checked;
}

function isHttpsUrl(text: string): boolean {
  if (text.length > 500) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
