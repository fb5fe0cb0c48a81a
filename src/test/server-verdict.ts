import { fieldErrors } from '../domain/validation';

/**
 * What the server answers a body with, as text: its field errors as the 400 response lists
 * them (`field: message id`, the body's own error as `_`), or 'valid'.
 */
export async function serverVerdict(schema: Parameters<typeof fieldErrors>[0], body: unknown): Promise<string> {
  const errors = await fieldErrors(schema, body);
  return errors
    ? Object.entries(errors)
        .map(([field, id]) => `${field}: ${id}`)
        .join(', ')
    : 'valid';
}
