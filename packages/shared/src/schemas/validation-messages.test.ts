import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeField, useReadableValidationMessages } from './validation-messages';

function firstMessage(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!.message;
}

describe('readable validation messages', () => {
  beforeAll(() => useReadableValidationMessages());

  it('names the field and says what it must be', () => {
    const schema = z.object({ email: z.string(), quantity: z.number().int(), items: z.array(z.object({ id: z.string() })) });
    expect(firstMessage(schema.pick({ email: true }), { email: ['a'] })).toBe('The field "email" must be text.');
    expect(firstMessage(schema.pick({ email: true }), {})).toBe('The field "email" is required.');
    expect(firstMessage(schema.pick({ quantity: true }), { quantity: 1.5 })).toBe('The field "quantity" must be a whole number.');
    expect(firstMessage(schema.pick({ items: true }), { items: [{ id: 4 }] })).toBe('The field "items[0].id" must be text.');
  });

  it('words the whole input, limits, formats and choices', () => {
    expect(firstMessage(z.object({}), [])).toBe('The input must be an object with named fields.');
    expect(firstMessage(z.object({ name: z.string().min(1) }), { name: '' })).toBe('The field "name" must not be empty.');
    expect(firstMessage(z.object({ name: z.string().max(3) }), { name: 'abcd' })).toBe('The field "name" must be at most 3 characters long.');
    expect(firstMessage(z.object({ n: z.number().min(1) }), { n: 0 })).toBe('The field "n" must be at least 1.');
    expect(firstMessage(z.object({ tags: z.array(z.string()).max(1) }), { tags: ['a', 'b'] })).toBe('The field "tags" must have at most 1 item.');
    expect(firstMessage(z.object({ e: z.email() }), { e: 'x' })).toBe('The field "e" must be a valid e-mail address.');
    expect(firstMessage(z.object({ s: z.enum(['a', 'b']) }), { s: 'c' })).toBe('The field "s" must be one of: a, b.');
    expect(firstMessage(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('The field "b" is not allowed here.');
  });

  it("keeps a schema's own message", () => {
    expect(firstMessage(z.object({ email: z.email({ error: 'Please enter a valid email' }) }), { email: 'x' })).toBe('Please enter a valid email');
  });

  it('never lets the validator wording through', () => {
    const message = firstMessage(z.object({ metal: z.string() }), { metal: ['gold', 'silver'] });
    expect(message).not.toMatch(/Invalid input|expected|received/);
  });

  it('describes paths', () => {
    expect(describeField([])).toBeUndefined();
    expect(describeField(['a', 2, 'b'])).toBe('a[2].b');
  });
});
