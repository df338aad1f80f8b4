import { RuleTester } from '@typescript-eslint/rule-tester';
import { afterAll, describe, it } from 'vitest';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** Parses with @typescript-eslint/parser, which reads plain JavaScript as well. */
export const ruleTester = new RuleTester();
