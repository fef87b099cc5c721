import { Container, Paper, Skeleton, Stack, Typography } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { heldStaticPage } from '../../../machines/text-page/text-page.actors';
import { textPageMachine } from '../../../machines/text-page/text-page.machine';
import type { StaticPageSummary } from '../../../machines/app/app.types';
import { findStaticPage } from '../../../machines/text-page/text-page.rules';
import { useLanguages, useStaticPages } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { useFlow } from '../../app/use-flow';
import classes from '../../app/shell/shell.module.css';

/** /pages/:slug — a static text page; the machine sends missing pages to the 404 route. */
export default function TextPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const pages = useStaticPages();
  const { languageId } = useLanguages();
  // A new language loads the page again, in that language.
  return <TextPageView key={`${slug}:${languageId}`} slug={slug} pages={pages} />;
}

function TextPageView({ slug, pages }: { slug: string; pages: StaticPageSummary[] }) {
  // The root runs the page's flow ('page:text'); a new page or language mounts this view again, and so a new flow.
  const actor = useFlow('page:text', textPageMachine, { slug, pages, held: heldStaticPage });
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  useDocumentTitle(page?.title ?? findStaticPage(pages, slug)?.title ?? '');
  return (
    <Container size="md" py={48}>
      <Paper p={{ base: 'lg', sm: 40 }} radius="lg" bg="dark.7" withBorder>
        {page ? (
          <Typography className={classes.textPage}>
            <article aria-labelledby="text-page-header">
              <div id="text-page-header" className={classes.textPageHeader} dangerouslySetInnerHTML={{ __html: page.header }} />
              <div dangerouslySetInnerHTML={{ __html: page.content }} />
            </article>
          </Typography>
        ) : (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={36} w="60%" />
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
