import { Alert } from '@mantine/core';

// A long unbroken word (an example URL in a message) wraps inside the box instead of running out of it.
const WRAP = { overflowWrap: 'anywhere' } as const;

/** A form's error or success line, announced to screen readers as it appears. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) return <Alert color="red" variant="light" role="alert" data-testid="form-error" style={WRAP}>{error}</Alert>;
  if (success) return <Alert color="green" variant="light" role="status" data-testid="form-success" style={WRAP}>{success}</Alert>;
  return null;
}
