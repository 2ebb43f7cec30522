// Field builders of the real estate bodies: DRF-style messages for the types; the rules the
// service checks again are stated for the document (see http/declared.ts).
import { z } from '@platform/config';
import { declared } from '../../http/declared.ts';
import { chars } from '../../http/form-fields.ts';

export const text = (max: number) => chars(max, z.string({ error: 'Not a valid string.' }));
/** A text field a create needs: absent, it is "This field is required." as anywhere else. */
const requiredText = (max: number) =>
  chars(
    max,
    z.string({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
    }),
  );
export const integer = () =>
  z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.');
export const number = () => z.number({ error: 'A valid number is required.' });
export const reference = (what: string) =>
  z
    .string({ error: 'Must be a valid UUID.' })
    .nullable()
    .meta({ description: `Id of ${what}; null clears it.` });
/** A choice of `values`; the default is stated on create only. */
export const choice = (values: readonly string[], fallback: string | undefined, note = '') =>
  declared(text(40), {
    enum: values,
    ...(fallback === undefined ? {} : { default: fallback }),
    ...(note ? { description: note } : {}),
  });
export const between = (min: number, max: number) => declared(number(), { minimum: min, maximum: max });
/** A count of the listing (bedrooms, floors...): 0 to 1000, null for not given (the service's range). */
export const count = () => declared(integer(), { minimum: 0, maximum: 1000 }).nullable();
export const outputSize = (description?: string) =>
  declared(integer(), {
    minimum: 320,
    maximum: 3840,
    multipleOf: 2,
    ...(description ? { description } : {}),
  });

/** The intro and outro template keys a project or a brand kit sets. */
export const templateKeys = () => ({
  intro_template_key: text(64)
    .meta({ description: 'An intro template of `templates/`; empty for the default.' })
    .optional(),
  outro_template_key: text(64)
    .meta({ description: 'An outro template of `templates/`; empty for the default.' })
    .optional(),
});

/** A record's `name`: required on create (1 to `max` characters), optional on update. */
export const nameField = (max: number, create: boolean) => {
  const description = { description: `1 to ${max} characters.` };
  return create ? requiredText(max).meta(description) : text(max).meta(description).optional();
};
