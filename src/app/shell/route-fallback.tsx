import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page's code arrives. */
export function RouteFallback() {
  return (
    <Center mih="60vh" data-testid="route-fallback">
      <Loader color="brand" />
    </Center>
  );
}
