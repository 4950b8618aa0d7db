import composerize from 'composerize';
import { describe, expect, it } from 'vitest';
import { convertDockerRun, convertDockerRunOutcome, DEFAULT_COMMAND, parseIgnoredOptions } from './docker-run-to-docker-compose-converter.service';

describe('docker run to compose', () => {
  it('reads the ignored-option comment blocks, one per service', () => {
    const output = "# ignored options for 'nginx'\n# --foo=x\n# --bar=y\n\n# ignored options for 'redis'\n# --baz=1\nversion: \"2.4\"\nservices:\n  # not an ignored option\n";
    expect(parseIgnoredOptions(output)).toEqual([
      { service: 'nginx', option: '--foo=x' },
      { service: 'nginx', option: '--bar=y' },
      { service: 'redis', option: '--baz=1' },
    ]);
    expect(parseIgnoredOptions('name: x\nservices: {}\n')).toEqual([]);
  });

  it('converts the default command (Compose specification)', () => {
    // Expected YAML written by hand from the Compose specification for these flags.
    expect(convertDockerRun(composerize, DEFAULT_COMMAND, 'latest')).toBe(
      'name: <your project name>\nservices:\n  nginx:\n    ports:\n      - 80:80\n    volumes:\n      - /var/run/docker.sock:/tmp/docker.sock:ro\n    restart: always\n    logging:\n      options:\n        max-size: 1g\n    image: nginx',
    );
  });

  it('makes one file of several commands, with line continuations, and lists ignored options', () => {
    const outcome = convertDockerRunOutcome(composerize, 'docker run \\\n  --name web -p 80:80 --foo bar \\\n  nginx\ndocker run --name db -e A=1 postgres', 'v3x');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.output).toContain('version: "3"');
    expect(outcome.result.output).toContain('  nginx:\n    container_name: web');
    expect(outcome.result.output).toContain('  postgres:\n    container_name: db\n    environment:\n      - A=1\n    image: postgres');
    expect(outcome.result.ignored).toEqual([{ service: 'nginx', option: '--foo=bar' }]);
  });

  it.each([
    ['not a docker command', 'ls -la', 'notDockerRun'],
    ['plain words', 'hello world', 'notDockerRun'],
    ['no image name', 'docker run -p 80:80', 'noImage'],
  ] as const)('maps %s to %s', (_name, input, messageKey) => {
    expect(convertDockerRunOutcome(composerize, input, 'latest')).toEqual({ ok: false, messageKey });
  });

  it('gives an empty output for blank input', () => {
    expect(convertDockerRun(composerize, '  \n', 'latest')).toBe('');
  });
});
