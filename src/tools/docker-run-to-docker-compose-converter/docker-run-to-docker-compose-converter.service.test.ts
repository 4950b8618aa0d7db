import composerize from 'composerize';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../engine/failure';
import { convertDockerRun, DEFAULT_COMMAND, parseIgnoredOptions } from './docker-run-to-docker-compose-converter.service';

/** The message key the screen shows for a command (failureMessage with its fallback, as the screen does). */
function messageKeyOf(input: string): string | undefined {
  try {
    convertDockerRun(composerize, input, 'latest');
    return undefined;
  } catch (error) {
    return failureMessage(error, 'notDockerRun').messageKey;
  }
}

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
    const output = convertDockerRun(composerize, 'docker run \\\n  --name web -p 80:80 --foo bar \\\n  nginx\ndocker run --name db -e A=1 postgres', 'v3x');
    expect(output).toContain('version: "3"');
    expect(output).toContain('  nginx:\n    container_name: web');
    expect(output).toContain('  postgres:\n    container_name: db\n    environment:\n      - A=1\n    image: postgres');
    expect(parseIgnoredOptions(output)).toEqual([{ service: 'nginx', option: '--foo=bar' }]);
  });

  it.each([
    ['not a docker command', 'ls -la', 'notDockerRun'],
    ['plain words', 'hello world', 'notDockerRun'],
    ['no image name', 'docker run -p 80:80', 'noImage'],
  ] as const)('maps %s to %s', (_name, input, messageKey) => {
    expect(messageKeyOf(input)).toBe(messageKey);
  });

  it('gives an empty output for blank input', () => {
    expect(convertDockerRun(composerize, '  \n', 'latest')).toBe('');
  });
});
