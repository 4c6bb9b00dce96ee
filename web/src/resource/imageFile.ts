import type { Failed } from '../app/formRules';
import type { ImageDef } from './types';

const MB = 1024 * 1024;

/**
 * Why a picked file is not sent, with the server's own words: larger than the upload takes, or not of a type
 * it takes. The browser knows the type by the name only; the server judges the bytes again.
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>, image: ImageDef): Failed | null {
  if (!image.types.includes(file.type)) return 'imageType';
  if (file.size > image.maxBytes)
    return { message: 'imageTooLarge', params: { mb: String(Math.round((image.maxBytes / MB) * 10) / 10) } };
  return null;
}
