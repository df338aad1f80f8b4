import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import packageJson from '../../package.json' with { type: 'json' };
import { createConsumer, type Consumer } from './support/consumer.js';
import { RECOMMENDED_REPORTS } from './support/expected.js';
import { readmeSnippet } from './support/readme-snippets.js';
import { defined } from '../defined.js';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}

interface SarifLog {
  version: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string; helpUri?: string }[] } };
    results: {
      ruleId: string;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[];
    }[];
  }[];
}

describe('the GitHub Actions job of the README, with SARIF output for code scanning', () => {
  const workflow = parse(readmeSnippet('github-actions')) as { jobs: Record<string, { steps: Step[] }> };
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const lintStep = steps.find((step) => step.run?.startsWith('npx eslint'));
  const uploadStep = steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif'));
  let consumer: Consumer;
  let sarif: SarifLog;
  let status: number | null;

  beforeAll(async () => {
    consumer = await createConsumer('sarif', { eslint: '^10.0.0', '@microsoft/eslint-formatter-sarif': '^3.1.0' });
    consumer.write('eslint.config.js', readmeSnippet('eslint-config-esm'));
    // The job's own command line, run with the project's ESLint as `npx eslint` would.
    const args = defined(lintStep?.run, 'the lint step').split(' ').slice(2);
    const result = await consumer.eslint(args);
    status = result.status;
    sarif = JSON.parse(readFileSync(join(consumer.dir, defined(uploadStep?.with?.sarif_file, 'the upload step')), 'utf8')) as SarifLog;
  });

  it('lints with a step the job fails on, and uploads the file that step writes', () => {
    expect(lintStep?.run).toBe('npx eslint . --format @microsoft/eslint-formatter-sarif --output-file eslint-results.sarif');
    expect(uploadStep?.with?.sarif_file).toBe('eslint-results.sarif');
    expect(status).toBe(1);
  });

  it('writes SARIF 2.1.0 with one result for each report, by rule id, file and position', () => {
    expect(sarif.version).toBe('2.1.0');
    const run = defined(sarif.runs[0], 'a run');
    const results = run.results.map((result) => ({
      ruleId: result.ruleId,
      level: result.level,
      message: result.message.text,
      file: defined(result.locations[0], 'a location').physicalLocation.artifactLocation.uri.replace(/^.*\/(src\/)/, '$1'),
      line: defined(result.locations[0], 'a location').physicalLocation.region.startLine,
      column: defined(result.locations[0], 'a location').physicalLocation.region.startColumn,
    }));
    expect(results).toEqual(
      RECOMMENDED_REPORTS.map(({ ruleId, message, file, line, column }) => ({ ruleId, level: 'error', message, file, line, column })),
    );
  });

  it("describes each reported rule with the plugin's rule id and the link to its page", () => {
    const rules = defined(sarif.runs[0], 'a run').tool.driver.rules;
    expect(rules.map((rule) => rule.id).sort()).toEqual([...new Set(RECOMMENDED_REPORTS.map((report) => report.ruleId))].sort());
    for (const rule of rules) {
      expect(rule.helpUri).toBe(
        `https://github.com/eslint-plugin-docker-api/eslint-plugin-docker-api/blob/v${packageJson.version}/docs/rules/${rule.id.replace('docker-api/', '')}.md`,
      );
    }
  });
});
