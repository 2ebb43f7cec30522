// The one schema of a free-form JSON object field (`model_config`, the template overrides): an
// object of the client's own shape, bounded in depth and size (`jsonLimitProblem`: 32 levels,
// 16 KiB of JSON) and in what its text may hold (input-rules.ts). Checked here too, not only
// where the body enters, because a form or multipart field carries the object as JSON text that is
// parsed only by the field's schema.
import { jsonLimitProblem, z } from '@platform/config';
import { valueTextProblem } from './input-rules.ts';

export const freeFormObject = () =>
  z.record(z.string(), z.unknown(), { error: 'Must be a JSON object.' }).superRefine((value, ctx) => {
    // Depth first: the other checks walk the value.
    const problem = jsonLimitProblem(value) ?? valueTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
