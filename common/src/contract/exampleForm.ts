import { z } from 'zod';
import {
  MARKETING_TARGETS,
  PAYMENT_METHODS,
  PRODUCTS,
  type MarketingTarget,
  type PaymentMethod,
  type Product,
} from '../business';
import type { Endpoint } from './endpoints';
import { clearableText, day, flag, mobile, requiredEmail, requiredText } from './fields';
import { IMAGE_TYPES, type ImageType } from './landing';

/**
 * The form sample page (/example/form [993]): one call that takes a value of every kind a console form has and
 * answers what the server understood of them. Nothing is stored. The values come as JSON, or, with an image,
 * as multipart (multipart.ts), the image's file in the part `image`.
 */
export const EXAMPLE_FORM: Endpoint = { method: 'POST', url: '/api/crm/example/form' };

/** The image it takes: the console's image types, at most 1 MB. */
export const EXAMPLE_IMAGE = { maxBytes: 1024 * 1024, types: IMAGE_TYPES } as const;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A value the form cannot do without: none answers 'required', anything else is `schema`'s to judge. */
const needed = <S extends z.ZodType>(schema: S) =>
  z
    .unknown()
    .refine(present, { error: 'required', abort: true })
    .pipe(schema as z.ZodType<z.output<S>, unknown>);

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (present(v) ? v : undefined), schema.optional());

export const exampleFormInput = z.object({
  name: needed(requiredText(50)),
  mobile: mobile.optional(),
  email: requiredEmail,
  /** Cents. */
  amount: needed(
    z
      .number()
      .int({ error: 'amountRule' })
      .min(1, { error: 'amountRule' })
      .max(1e10, { error: 'amountRule' }),
  ),
  days: optional(z.number().int().min(1).max(365)),
  day: needed(day),
  dates: needed(z.tuple([day, day]).refine(([start, end]) => start <= end, { error: 'startAfterEnd' })),
  product: needed(z.enum(PRODUCTS)),
  regionCode: needed(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'regionRule' }),
  ),
  enabled: flag.default(false),
  paymentMethod: needed(z.enum(PAYMENT_METHODS)),
  marketingTargets: needed(z.array(z.enum(MARKETING_TARGETS)).min(1, { error: 'required' }).max(6)),
  remark: clearableText(200).optional(),
});
export type ExampleFormInput = z.output<typeof exampleFormInput>;

/** What the server understood: the values normalized (money in cents, a region with its names), the image read. */
export interface ExampleFormAnswer {
  name: string;
  mobile: string | null;
  email: string;
  amount: number;
  days: number | null;
  day: string;
  dates: { start: string; end: string };
  product: Product;
  regionCode: string;
  regionName: string;
  enabled: boolean;
  paymentMethod: PaymentMethod;
  marketingTargets: MarketingTarget[];
  remark: string | null;
  /** The image's type as its bytes say, its size in bytes and its name. */
  image: { type: ImageType; size: number; filename: string } | null;
}
