import { Status, type Envelope, type StatusCode } from '@adops/common/codes';
import { formatMessage, isMessageKey, type Lang, type MessageKey } from '@adops/common/messages';
import { fieldLabel } from '@adops/common/fieldLabels';
import { ApiError, type MessageParams } from './errors';

export function success<T>(data: T, lang: Lang): Envelope<T> {
  return { status: Status.OK, desc: formatMessage('ok', lang), data };
}

/** A whole envelope serialized ahead, sent as it is: an answer cached with its bytes costs no serializing. */
export class SerializedEnvelope {
  constructor(readonly json: Buffer) {}
}

/** The success envelope as Fastify would have written it (JSON.stringify: no route declares a response schema). */
export function serializedSuccess(data: unknown, lang: Lang): SerializedEnvelope {
  return new SerializedEnvelope(Buffer.from(JSON.stringify(success(data, lang))));
}

/**
 * A parameter written `@key` names another message (`@what.user`), translated too; `field` is an input field,
 * named by its label; a text in both languages (a state's title) is taken in the caller's; others stay as they are.
 */
function translateParams(params: MessageParams, lang: Lang): Record<string, string | number> {
  const plain = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]),
  );
  return Object.fromEntries(
    Object.entries(plain).map(([name, value]) => {
      if (name === 'field') return [name, fieldLabel(String(value), lang)];
      const key = typeof value === 'string' && value.startsWith('@') ? value.slice(1) : undefined;
      return [name, key && isMessageKey(key) ? formatMessage(key, lang, plain) : value];
    }),
  );
}

export function failure(
  status: StatusCode,
  key: MessageKey,
  lang: Lang,
  params: MessageParams = {},
  data: unknown = null,
): Envelope {
  return { status, desc: formatMessage(key, lang, translateParams(params, lang)), data };
}

export function errorEnvelope(error: ApiError, lang: Lang): Envelope {
  return failure(error.status, error.messageKey, lang, error.params, error.data);
}
