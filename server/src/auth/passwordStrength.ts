import { ZxcvbnFactory, type FeedbackType } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import type { MessageKey } from '@adops/common/messages';

/**
 * zxcvbn's score 2 means about a million guesses or more. Score 3 (10^8) would refuse the demo password
 * `Demo@2026` (10^7); a million guesses is far beyond what the sign-in lockout and throttle let anyone try
 * online, and common, patterned and personal passwords still score 0 or 1.
 */
const MIN_SCORE = 2;

/** Personal texts shorter than this match too much by chance to refuse a password for containing them. */
const MIN_PERSONAL_LENGTH = 3;

const COMMON_WARNINGS = new Set([
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'pwned',
]);
const PATTERN_WARNINGS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
]);

let factory: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a while to rank, and most processes never set a password. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
  });
  return factory;
}

function reasonOf(feedback: FeedbackType): MessageKey {
  const warning = feedback.warning ?? '';
  if (warning === 'userInputs') return 'passwordPersonal';
  if (COMMON_WARNINGS.has(warning)) return 'passwordCommon';
  if (PATTERN_WARNINGS.has(warning)) return 'passwordPattern';
  return 'passwordWeak';
}

/**
 * Why a password is too easily guessed, or null when it is strong enough. `personal` holds what is known
 * about its owner (username, name, …): a password containing one of them is refused whatever its score.
 */
export function passwordWeakness(password: string, personal: readonly string[]): MessageKey | null {
  const lower = password.toLowerCase();
  const inputs = personal.map((text) => text.trim().toLowerCase()).filter(Boolean);
  if (inputs.some((text) => text.length >= MIN_PERSONAL_LENGTH && lower.includes(text)))
    return 'passwordPersonal';
  const result = zxcvbn().check(password, inputs);
  return result.score >= MIN_SCORE ? null : reasonOf(result.feedback);
}
