import { Alert } from '@mantine/core';

/** A form's error or success line, announced to screen readers as it appears. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) return <Alert color="red" variant="light" role="alert" data-testid="form-error">{error}</Alert>;
  if (success) return <Alert color="green" variant="light" role="status" data-testid="form-success">{success}</Alert>;
  return null;
}
