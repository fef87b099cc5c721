import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page's code arrives. */
export function RouteFallback() {
  return (
    <Center mih="60vh">
      <Loader color="brand" />
    </Center>
  );
}
