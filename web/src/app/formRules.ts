import type { Translate } from '../i18n';
import type { Rule } from 'antd/es/form';
import type { ConsoleMessageKey } from '@adops/common/consoleMessages';
import { checkEmail, checkMobile, checkPassword, USERNAME } from '@adops/common/validate';

type T = Translate;

/** What a check of common/ says is wrong: a message key, with what it names where it names something. */
export type Failed = ConsoleMessageKey | { message: ConsoleMessageKey; params: Record<string, string> };

/** What a failed check says, in the current language. */
export const failedText = (failed: Failed, t: T) =>
  typeof failed === 'string' ? t(`msg.${failed}`) : t(`msg.${failed.message}`, failed.params);

/** A Form rule from one of common/validate's checks, answering its message in the current language. */
export function checkRule(check: (value: string) => Failed | null, t: T): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const failed = check(typeof value === 'string' ? value : value == null ? '' : String(value));
      return failed ? Promise.reject(new Error(failedText(failed, t))) : Promise.resolve();
    },
  };
}

export const requiredRule = (t: T): Rule => ({
  required: true,
  whitespace: true,
  message: t('msg.required'),
});

/** Spec section 5: optional mobile number with its three messages. */
export const mobileRule = (t: T) => checkRule(checkMobile, t);

/** Spec section 5: the optional email variant. */
export const emailRule = (t: T) => checkRule((v) => checkEmail(v), t);

export const usernameRule = (t: T): Rule => ({ pattern: USERNAME, message: t('msg.usernameRule') });

/** Required on create; on edit an empty password means "keep it". */
export const passwordRule = (t: T, optional = false) =>
  checkRule((v) => (optional && v === '' ? null : checkPassword(v)), t);
