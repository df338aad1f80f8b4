import type { InvalidTestCase, TestCaseError } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';
import type { ReportDescriptorMessageData } from '@typescript-eslint/utils/ts-eslint';
import { locate } from './locate.js';

// How to write a case: tests/README.md.

type AnyRule = TSESLint.RuleModule<string, readonly unknown[]>;
type MessageIdOf<Rule> = Rule extends TSESLint.RuleModule<infer MessageId, readonly unknown[]> ? MessageId : never;
type OptionsOf<Rule> = Rule extends TSESLint.RuleModule<string, infer Options> ? Options : never;

export interface ExpectedSuggestion<MessageId extends string> {
  messageId: MessageId;
  /** Required when the message has placeholders. */
  data?: ReportDescriptorMessageData;
  /** The whole code after this suggestion alone is applied. */
  output: string;
}

export interface ExpectedReport<MessageId extends string> {
  /** The exact text the report underlines. */
  reported: string;
  /** Which occurrence of `reported`, from 0; required when the text occurs more than once in the code. */
  occurrence?: number;
  messageId: MessageId;
  /** Required when the message has placeholders. */
  data?: ReportDescriptorMessageData;
  /** In the order the rule offers them; `[]` when it offers none. */
  suggestions: readonly ExpectedSuggestion<MessageId>[];
}

interface CaseInput<Options> {
  code: string;
  /** The code after every autofix, or `null` when no autofix may happen. */
  output: string | null;
  options?: Options;
  settings?: Record<string, unknown>;
  filename?: string;
}

type NoReportFields = { [Field in keyof ExpectedReport<string>]?: never };

/** One report, its fields beside the code's; or `errors`, one record per report, in the order of the reports. */
export type InvalidCase<Rule extends AnyRule> = CaseInput<OptionsOf<Rule>> &
  ((ExpectedReport<MessageIdOf<Rule>> & { errors?: never }) | (NoReportFields & { errors: readonly ExpectedReport<MessageIdOf<Rule>>[] }));

/** The cases in RuleTester's shape, each report located in its code. */
export function invalidCases<Rule extends AnyRule>(
  rule: Rule,
  cases: readonly InvalidCase<Rule>[],
): InvalidTestCase<MessageIdOf<Rule>, OptionsOf<Rule>>[] {
  return cases.map((written) => {
    const { code, output, options, settings, filename } = written;
    const reports: readonly ExpectedReport<MessageIdOf<Rule>>[] = written.errors ?? [written];
    return {
      code,
      output,
      ...(options === undefined ? {} : { options }),
      ...(settings === undefined ? {} : { settings }),
      ...(filename === undefined ? {} : { filename }),
      errors: reports.map((report) => testCaseError(rule, code, report)),
    };
  });
}

function testCaseError<MessageId extends string>(rule: AnyRule, code: string, report: ExpectedReport<MessageId>): TestCaseError<MessageId> {
  const { reported, occurrence, messageId, data, suggestions } = report;
  requireDataForPlaceholders(rule, messageId, data);
  for (const suggestion of suggestions) requireDataForPlaceholders(rule, suggestion.messageId, suggestion.data);
  return {
    messageId,
    ...(data === undefined ? {} : { data }),
    ...locate(code, reported, occurrence),
    suggestions,
  };
}

/** Without `data`, RuleTester checks only the messageId, not the text the placeholders become. */
function requireDataForPlaceholders(rule: AnyRule, messageId: string, data: ReportDescriptorMessageData | undefined): void {
  const message = rule.meta.messages[messageId];
  if (message === undefined) throw new Error(`test setup: the rule has no message ${JSON.stringify(messageId)}`);
  if (data === undefined && message.includes('{{')) {
    throw new Error(`test setup: the message ${JSON.stringify(messageId)} has placeholders, so the case must give its data`);
  }
}
