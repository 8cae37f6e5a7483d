/**
 * What the form kit's fields hold, read with the domain's own rules: a date typed as people type it
 * (parseTypedDate), an amount typed in dollars (parseAmount). A form's schema builds on these and on the domain's
 * schemas, so the form refuses in the same words as the server.
 */
import { z } from 'zod';
import { parseAmount, parseTypedDate, type Cents, type IsoDate } from '@rentfile/domain';

const REQUIRED_DATE = 'Enter the date';
const REQUIRED_AMOUNT = 'Enter the amount';

/** A date field's text, read as an ISO date; empty is refused. */
export const typedDate = z.string().transform((text, ctx): IsoDate => {
  if (!text.trim()) {
    ctx.addIssue({ code: 'custom', message: REQUIRED_DATE });
    return z.NEVER;
  }
  const read = parseTypedDate(text);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.error.message });
  return z.NEVER;
});

/** A date field's text that may be left empty (null). */
export const optionalTypedDate = z.string().transform((text, ctx): IsoDate | null => {
  if (!text.trim()) return null;
  const read = parseTypedDate(text);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.error.message });
  return z.NEVER;
});

/** A money field's text, read in cents; empty is refused. */
export const typedAmount = z.string().transform((text, ctx): Cents => {
  if (!text.trim()) {
    ctx.addIssue({ code: 'custom', message: REQUIRED_AMOUNT });
    return z.NEVER;
  }
  const read = parseAmount(text);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.error.message });
  return z.NEVER;
});

/** An optional text: trimmed, null when empty. */
export const optionalText = z.string().transform((text) => text.trim() || null);
