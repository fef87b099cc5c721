import { Alert, Button, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { heldProduct, productDetailMachine, type ProductDetailItem } from '../../../machines/catalogue/product-detail.machine';
import { useCurrency, useLanguages, useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { useFlow } from '../../app/use-flow';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDetailView } from './product-detail-view';
import { SimilarProducts } from './similar-products';
import { PriceHistorySection } from './price-history-section';

/**
 * The product page's content. `priceAlert` is what the app puts in the price panel under the buy
 * buttons (the price-alerts feature's button: src/app/product-detail-page.tsx composes the two).
 */
export function ProductDetail({ priceAlert }: { priceAlert: (product: ProductDetailItem) => ReactNode }) {
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const currency = useCurrency();
  const { languageId } = useLanguages();
  // The root runs the product's flow, which follows the currency and the language itself.
  const detail = useFlow('page:product', productDetailMachine, { id, currency: currency.code, langId: languageId, held: heldProduct });
  // The page follows the machine in a deferred render that React splits into short tasks.
  const state = useDeferredValue(useSelector(detail, (s) => s));
  const { product, similar, error, errorKind } = state.context;
  const history = useSelector(detail, (s) => s.children.priceHistory);

  useEffect(() => {
    detail.send({ type: 'PRODUCT.CHANGE', id });
  }, [detail, id]);


  const shown = product && product.id === state.context.id ? product : null;
  useDocumentTitle(shown ? shown.title : state.matches('error') ? error ?? t(`product.error.${errorKind}`) : t('listing.loading'));

  return (
    <Container size="lg" py="xl">
      {state.matches('error') ? (
        <Alert
          color={errorKind === 'notFound' ? 'yellow' : 'red'}
          variant="light"
          icon={<IconAlertTriangle />}
          title={errorKind === 'notFound' ? error : t(`product.error.${errorKind}`)}
        >
          <Stack gap="sm" align="flex-start" mt="xs">
            {errorKind !== 'notFound' && (
              <Button size="xs" variant="light" onClick={() => detail.send({ type: 'RETRY' })}>
                {t('catalogue.retry')}
              </Button>
            )}
            <Button component={Link} href="/products/all" size="xs" variant="default">
              {t('product.backToListing')}
            </Button>
          </Stack>
        </Alert>
      ) : shown ? (
        <Stack gap={48}>
          <Stack gap="lg">
            <ProductBreadcrumbs category={shown.category} type={shown.type} title={shown.title} />
            <ProductDetailView
              key={shown.id}
              product={shown}
              zoomed={state.matches({ success: 'zoomed' })}
              onZoom={() => detail.send({ type: 'ZOOM.OPEN' })}
              onUnzoom={() => detail.send({ type: 'ZOOM.CLOSE' })}
              priceAlert={priceAlert(shown)}
            />
          </Stack>
          <PriceHistorySection history={history} />
          <SimilarProducts items={similar} />
        </Stack>
      ) : (
        <Grid gap={40} aria-busy="true">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton radius="lg" style={{ aspectRatio: '4 / 3' }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Skeleton height={16} width="30%" />
            <Skeleton height={34} mt="md" />
            <Skeleton height={60} mt="lg" />
            <Skeleton height={140} mt="lg" />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
