import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The query in the address (?q=), so a search can be linked to and reloaded. */
export function useQueryParam(name = 'q'): string {
  return new URLSearchParams(useSearch()).get(name) ?? '';
}

export function SearchBox({ label, placeholder, path }: { label: string; placeholder: string; path: string }) {
  const current = useQueryParam();
  const [, navigate] = useLocation();
  const [text, setText] = useState(current);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        navigate(q ? `${path}?q=${encodeURIComponent(q)}` : path);
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.currentTarget.value)} style={{ flex: 1 }} maw={520} />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
