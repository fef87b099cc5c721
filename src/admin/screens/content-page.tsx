import { ActionIcon, Button, Card, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ScreenRef } from '../../../machines/admin/console.machine';
import { AdminContentDocument, AdminSetSocialLinksDocument, AdminUpdatePageDocument, type AdminContentQuery } from '../../../machines/admin/graphql/graphql';
import type { ScreenAction } from '../../../machines/admin/screen.machine';
import { useScreen } from '../console-actor';
import { ScreenFrame, useDraftField, useFieldError } from '../screen-frame';

type Content = AdminContentQuery['content'];

const LOAD = { document: AdminContentDocument, variables: {} };
/** The page's own text is English (languages seed): the others fall back to it. */
const ENGLISH = 'en';
const CODE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The static pages (each one's title, header and text in each language) and the social links. */
export function ContentPage() {
  const screen = useScreen('content', LOAD);
  return (
    <>
      <Title order={2} mb="md">
        Content
      </Title>
      <ScreenFrame<AdminContentQuery> screen={screen}>
        {({ content }) =>
          screen && (
            <Stack gap="lg">
              {content.pages.length > 0 ? <PageEditor screen={screen} content={content} /> : <Text c="dimmed">The shop has no static page.</Text>}
              <SocialLinksEditor screen={screen} content={content} />
            </Stack>
          )
        }
      </ScreenFrame>
    </>
  );
}

function useActing(screen: ScreenRef) {
  return useSelector(screen, (snapshot) => snapshot.matches('acting'));
}

/**
 * One page in one language. What the operator types is kept per page and language (a draft field each),
 * so choosing another page or language keeps what was typed in the first until it is saved.
 */
function PageEditor({ screen, content }: { screen: ScreenRef; content: Content }) {
  const [slug, setSlug] = useDraftField<string>(screen, 'page', content.pages[0]!.slug);
  const english = content.languages.find((language) => language.code === ENGLISH) ?? content.languages[0];
  const [languageText, setLanguage] = useDraftField<string>(screen, 'language', String(english?.id ?? ''));
  const page = content.pages.find((candidate) => candidate.slug === slug) ?? content.pages[0]!;
  const languageId = Number(languageText);
  const language = content.languages.find((candidate) => candidate.id === languageId);
  const stored = page.texts.find((text) => text.languageId === languageId);
  const key = `${page.slug}/${languageId}`;
  const [title, setTitle] = useDraftField<string>(screen, `${key}/title`, stored?.title ?? '');
  const [header, setHeader] = useDraftField<string>(screen, `${key}/header`, stored?.header ?? '');
  const [text, setText] = useDraftField<string>(screen, `${key}/content`, stored?.content ?? '');
  const errors = { title: useFieldError(screen, 'title'), header: useFieldError(screen, 'header'), content: useFieldError(screen, 'content'), language: useFieldError(screen, 'languageId') };
  const acting = useActing(screen);
  const save: ScreenAction = {
    label: 'Save the page',
    document: AdminUpdatePageDocument,
    field: 'updatePage',
    variables: { slug: page.slug, languageId, title, header, content: text },
    done: `“${title.trim()}” (${page.slug}, ${language?.title ?? languageId}) is saved: the shop shows it now.`,
  };
  return (
    <Card withBorder data-testid="page-editor">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          screen.send({ type: 'ACT', action: save });
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            Pages
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect label="Page" data={content.pages.map((candidate) => ({ value: candidate.slug, label: candidate.texts[0]?.title ? `${candidate.texts[0].title} (${candidate.slug})` : candidate.slug }))} value={page.slug} onChange={(event) => setSlug(event.currentTarget.value)} />
            <NativeSelect label="Language" data={content.languages.map((candidate) => ({ value: String(candidate.id), label: candidate.title }))} value={languageText} onChange={(event) => setLanguage(event.currentTarget.value)} error={errors.language} />
          </SimpleGrid>
          {!stored && (
            <Text size="sm" c="yellow" data-testid="no-translation">
              No {language?.title ?? 'such'} text yet: the shop shows the English one. What is saved here becomes the {language?.title ?? ''} page.
            </Text>
          )}
          <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={errors.title} withAsterisk />
          <Textarea label="Header (HTML)" value={header} onChange={(event) => setHeader(event.currentTarget.value)} error={errors.header} autosize minRows={2} maxRows={6} styles={CODE} />
          <Textarea
            label="Text (HTML)"
            description="Scripts, event handlers and unknown tags are removed when saved."
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={errors.content}
            autosize
            minRows={8}
            maxRows={24}
            styles={CODE}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button type="submit" loading={acting}>
              Save the page
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The social links as three parallel lists in the draft (name, address, icon), replaced as a whole on save. */
function SocialLinksEditor({ screen, content }: { screen: ScreenRef; content: Content }) {
  const [names, setNames] = useDraftField<readonly string[]>(screen, 'linkNames', content.socialLinks.map((link) => link.name));
  const [urls, setUrls] = useDraftField<readonly string[]>(screen, 'linkUrls', content.socialLinks.map((link) => link.url));
  const [icons, setIcons] = useDraftField<readonly string[]>(screen, 'linkIcons', content.socialLinks.map((link) => link.icon));
  const listError = useFieldError(screen, 'links');
  const acting = useActing(screen);
  const links = names.map((name, index) => ({ name, url: urls[index] ?? '', icon: icons[index] ?? '' }));
  const without = (list: readonly string[], index: number) => list.filter((_, at) => at !== index);
  const save: ScreenAction = { label: 'Save the links', document: AdminSetSocialLinksDocument, field: 'setSocialLinks', variables: { links }, done: 'Social links saved: the shop shows them now.' };
  return (
    <Card withBorder data-testid="social-links">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          screen.send({ type: 'ACT', action: save });
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            Social links
          </Title>
          <Text size="sm" c="dimmed">
            Shown in the shop&apos;s footer in this order. The icon is a Tabler icon name such as brand-discord.
          </Text>
          {links.length === 0 && (
            <Text size="sm" c="dimmed">
              No links.
            </Text>
          )}
          {links.map((link, index) => (
            <LinkRow
              key={index}
              screen={screen}
              index={index}
              link={link}
              onChange={(field, value) => {
                const set = { name: setNames, url: setUrls, icon: setIcons }[field];
                const list = { name: names, url: urls, icon: icons }[field];
                set(list.map((old, at) => (at === index ? value : old)));
              }}
              onRemove={() => {
                setNames(without(names, index));
                setUrls(without(urls, index));
                setIcons(without(icons, index));
              }}
            />
          ))}
          {listError && (
            <Text size="sm" c="red">
              {listError}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => {
                setNames([...names, '']);
                setUrls([...urls, 'https://']);
                setIcons([...icons, '']);
              }}
            >
              Add a link
            </Button>
            <Button type="submit" loading={acting}>
              Save the links
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LinkRow({
  screen,
  index,
  link,
  onChange,
  onRemove,
}: {
  screen: ScreenRef;
  index: number;
  link: { name: string; url: string; icon: string };
  onChange: (field: 'name' | 'url' | 'icon', value: string) => void;
  onRemove: () => void;
}) {
  const errors = { name: useFieldError(screen, `links.${index}.name`), url: useFieldError(screen, `links.${index}.url`), icon: useFieldError(screen, `links.${index}.icon`) };
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group align="flex-start" gap="xs" wrap="wrap" data-testid={`link-${index}`}>
        <TextInput label="Name" value={link.name} onChange={(event) => onChange('name', event.currentTarget.value)} error={errors.name} w={150} style={{ flexGrow: 1 }} />
        <TextInput label="Address" value={link.url} onChange={(event) => onChange('url', event.currentTarget.value)} error={errors.url} miw={220} style={{ flexGrow: 3 }} />
        <TextInput label="Icon" value={link.icon} onChange={(event) => onChange('icon', event.currentTarget.value)} error={errors.icon} w={150} style={{ flexGrow: 1 }} />
        <ActionIcon variant="subtle" color="red" mt={28} size="lg" aria-label={`Remove link ${index + 1}`} onClick={onRemove}>
          ×
        </ActionIcon>
      </Group>
    </Paper>
  );
}
