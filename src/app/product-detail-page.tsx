// The product page (spec §2) composes two features: the catalogue's product, and in its price panel
// the price-alerts feature's "Notify me when cheaper" (issue 27). A feature imports no other feature.
import { ProductDetail } from '../features/catalogue/product-detail';
import { PriceAlertButton } from '../features/price-alerts/price-alert-button';

export default function ProductDetailPage() {
  return <ProductDetail priceAlert={(product) => <PriceAlertButton productId={product.id} title={product.title} price={product.price} />} />;
}
