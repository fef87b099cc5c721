import { Button, Group, TextInput } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';

/** The query in the address (?q=), so a search can be linked to and reloaded. */
export function useQueryParam(name = 'q'): string {
  return new URLSearchParams(useSearch()).get(name) ?? '';
}

/** The search typed stays in the input itself until sent: what was searched is the address's ?q=. */
export function SearchBox({ label, placeholder, path }: { label: string; placeholder: string; path: string }) {
  const current = useQueryParam();
  const [, navigate] = useLocation();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(q ? `${path}?q=${encodeURIComponent(q)}` : path);
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput key={current} name="q" label={label} placeholder={placeholder} defaultValue={current} style={{ flex: 1 }} maw={520} />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
