// One length per personal field (contract/rules/field-limits.ts): every input of schema.graphql that
// carries such a field declares the same @maxLength, so the gateway never lets through what the API
// refuses, nor refuses what it takes (the deposit once allowed 100-character names, the profile 50).
import { readFileSync } from 'node:fs';
import { Kind, parse, type InputValueDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '../../contract/rules/field-limits';

const ALIASES: Record<string, keyof typeof FIELD_MAX_LENGTH> = { surname: 'name', passConfirm: 'password' };

function declaredLimits(): { where: string; field: keyof typeof FIELD_MAX_LENGTH; chars: number | undefined }[] {
  const document = parse(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
  const found: { where: string; field: keyof typeof FIELD_MAX_LENGTH; chars: number | undefined }[] = [];
  const visit = (where: string, input: InputValueDefinitionNode) => {
    const field = (ALIASES[input.name.value] ?? input.name.value) as keyof typeof FIELD_MAX_LENGTH;
    if (!(field in FIELD_MAX_LENGTH)) return;
    const directive = input.directives?.find((d) => d.name.value === 'maxLength');
    const value = directive?.arguments?.[0]?.value;
    found.push({ where: `${where}.${input.name.value}`, field, chars: value?.kind === Kind.INT ? Number(value.value) : undefined });
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) for (const input of definition.fields ?? []) visit(definition.name.value, input);
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION && ['Query', 'Mutation'].includes(definition.name.value)) {
      for (const field of definition.fields ?? []) for (const argument of field.arguments ?? []) visit(`${definition.name.value}.${field.name.value}`, argument);
    }
  }
  return found;
}

describe('personal field limits', () => {
  it('schema.graphql declares the contract length on every such input', () => {
    const limits = declaredLimits();
    expect(limits.length).toBeGreaterThan(15);
    const wrong = limits.filter(({ field, chars }) => chars !== FIELD_MAX_LENGTH[field]);
    expect(wrong).toEqual([]);
  });
});
