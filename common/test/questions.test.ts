import { describe, expect, it } from 'vitest';
import {
  QUESTION_COMMANDS,
  questionCommandFrom,
  questionNext,
  type QuestionCommand,
  type QuestionStatus,
} from '../src/contract/questions';

const STATES: QuestionStatus[] = ['pending', 'processing', 'solved'];

describe('a question', () => {
  it('is taken up by its assignment, solved while in progress, and reopened once solved', () => {
    expect(questionNext('assign', 'pending')).toBe('processing');
    expect(questionNext('solve', 'processing')).toBe('solved');
    expect(questionNext('reopen', 'solved')).toBe('processing');
  });

  it('is handed to someone else while in progress, and stays in progress', () => {
    expect(questionNext('assign', 'processing')).toBe('processing');
  });

  it('is refused the steps its state does not allow', () => {
    expect(questionNext('solve', 'pending')).toBeNull();
    expect(questionNext('assign', 'solved')).toBeNull();
    expect(questionNext('reopen', 'pending')).toBeNull();
    expect(questionNext('reopen', 'processing')).toBeNull();
    expect(questionNext('solve', 'solved')).toBeNull();
  });

  it('takes comments in any state, which leave the state as it was', () => {
    for (const state of STATES) expect(questionNext('comment', state)).toBe(state);
  });

  it('offers each command from exactly the states it moves from', () => {
    for (const name of Object.keys(QUESTION_COMMANDS) as QuestionCommand[]) {
      const allowed = STATES.filter((state) => questionNext(name, state) !== null);
      expect(questionCommandFrom(name)).toEqual(allowed);
      expect(QUESTION_COMMANDS[name].from?.states).toEqual(allowed);
    }
  });
});
