export const PRODUCT_UNAUTHORIZED = 'You are not authorized to access this product';
export const PRODUCT_LOAD_ERROR = 'An error occurred while loading the product';

interface ErrorShape {
  response?: { status?: number; errors?: { extensions?: { code?: unknown } }[] };
}

/** A 401 from the gateway, either as HTTP status or as a GraphQL error coded UNAUTHENTICATED. */
export function isUnauthenticatedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const response = (error as ErrorShape).response;
  if (!response) return false;
  if (response.status === 401) return true;
  return (response.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
