// A create's required name is refused at the gateway the way every missing field is.
import { describe, expect, it } from 'vitest';
import { validate } from '../../http/validation.ts';
import { BrandKitBody, BrandKitCreateBody, projectBody } from './schemas.ts';

describe('the name of a project or brand kit create', () => {
  it('is required on create, with the field error of any missing field, and optional on update', () => {
    for (const create of [projectBody([], true), BrandKitCreateBody]) {
      expect(validate(create, {})).toEqual({ ok: false, errors: { name: ['This field is required.'] } });
      expect(validate(create, { name: 5 })).toEqual({ ok: false, errors: { name: ['Not a valid string.'] } });
      expect(validate(create, { name: 'Harbour View' }).ok).toBe(true);
    }
    expect(validate(projectBody([], false), {}).ok).toBe(true);
    expect(validate(BrandKitBody, {}).ok).toBe(true);
  });
});
