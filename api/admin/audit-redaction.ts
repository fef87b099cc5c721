// Secrets never enter the audit log: a field whose name says it holds one is dropped, and an IBAN is
// kept only masked (its country and last four), whatever a caller passes as before/after.
const SECRET_FIELD = /password|secret|totp|token|session|recovery|code_hash|cookie/i;

function maskIban(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 6 ? '****' : `${compact.slice(0, 2)}**…${compact.slice(-4)}`;
}

export function redactSecrets(value: Record<string, unknown> | null): Record<string, unknown> | null {
  if (value === null) return null;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELD.test(key)) continue;
    kept[key] = /iban|account_number/i.test(key) && typeof field === 'string' ? maskIban(field) : field;
  }
  return kept;
}
