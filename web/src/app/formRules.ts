import type { Rule } from 'antd/es/form';
import { checkEmail, checkMobile, checkPassword } from '@adops/common/validate';
import type { MessageKey } from '@adops/common/messages';

type Translate = (key: string) => string;

/** An antd Form rule from one of common/validate.ts's checks: the same rule and message as the server's. */
function fromCheck(check: (value: string) => MessageKey | null, t: Translate): Rule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const failed = check(value ?? '');
      if (failed) throw new Error(t(`msg.${failed}`));
    },
  };
}

export const mobileRule = (t: Translate) => fromCheck((v) => checkMobile(v), t);
export const emailRule = (t: Translate, required = false) => fromCheck((v) => checkEmail(v, required), t);
export const passwordRule = (t: Translate) => fromCheck(checkPassword, t);
