import type { FastifyRequest } from 'fastify';
import type { Lang } from '@adops/common/messages';
import { moduleOf } from '@adops/common/menu';
import { regionName } from '@adops/common/region';
import {
  EXAMPLE_FORM,
  EXAMPLE_IMAGE,
  exampleFormInput,
  type ExampleFormAnswer,
} from '@adops/common/contract/exampleForm';
import { VALUES_PART } from '@adops/common/contract/multipart';
import { invalidField } from '../../http/errors';
import { receiveUpload } from '../../http/upload';
import { route, type RouteSpec } from '../../http/route';
import { parseInput, rawInput } from '../../http/validate';
import { imageTypeOf } from '../landing/images';

const MB = 1024 * 1024;
const tooLarge = () => invalidField('image', 'imageTooLarge', { mb: EXAMPLE_IMAGE.maxBytes / MB });

/** The values as JSON (no image), or multipart: the values' JSON part, then the image. */
async function received(request: FastifyRequest, lang: Lang) {
  if (!request.isMultipart()) {
    return { values: parseInput(exampleFormInput, rawInput(request.query, request.body), lang), image: null };
  }
  const upload = await receiveUpload(request, {
    field: 'image',
    missing: () => invalidField('image', 'imageNoFile'),
    tooLarge,
  });
  const values = parseInput(exampleFormInput, parsedJson(upload.fields[VALUES_PART]), lang);
  if (!upload.bytes.length) throw invalidField('image', 'imageNoFile');
  if (upload.bytes.length > EXAMPLE_IMAGE.maxBytes) throw tooLarge();
  const type = imageTypeOf(upload.bytes);
  if (!type) throw invalidField('image', 'imageType');
  return { values, image: { type, size: upload.bytes.length, filename: upload.filename.slice(0, 200) } };
}

/** A part that is no JSON object is no values: each field then answers that it is missing. */
function parsedJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '{}') as unknown;
  } catch {
    return {};
  }
}

/**
 * The form sample page (module 993): checks a value of every kind with the contract's rules (a refusal names the
 * field by its label) and answers what it understood; nothing is stored.
 */
export function exampleFormRoutes(): RouteSpec[] {
  return [
    route({
      ...EXAMPLE_FORM,
      access: moduleOf('form'),
      changesAuth: false,
      upload: true,
      async handler({ request, lang }): Promise<ExampleFormAnswer> {
        const { values, image } = await received(request, lang);
        const region = regionName(values.regionCode);
        if (!region) throw invalidField('regionCode', 'unknownRegion');
        const [start, end] = values.dates;
        return {
          ...values,
          mobile: values.mobile ?? null,
          days: values.days ?? null,
          dates: { start, end },
          regionName: region,
          remark: values.remark ?? null,
          image,
        };
      },
    }),
  ];
}
