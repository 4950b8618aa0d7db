import { Group, SimpleGrid, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ActionButton } from '../../../ui/button/ActionButton';
import { LARGE_TEXT_CHARS, LargeTextInput } from '../../../ui/large-text/LargeTextInput';
import { LARGE_OUTPUT_CHARS } from '../../../ui/large-text/LargeTextView';
import { OutputArea } from '../../../ui/text-area/OutputArea';
import { DemoPage, DemoSection } from '../DemoPage';

const LINE = 'The quick brown fox jumps over the lazy dog. 0123456789\n';

/** Numbered lines of text until at least `characters` long. */
function sampleText(characters: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let index = 1; length < characters; index += 1) {
    const line = `${String(index).padStart(6, '0')} ${LINE}`;
    lines.push(line);
    length += line.length;
  }
  return lines.join('');
}

export function LargeTextDemo() {
  const [input, setInput] = useState('Paste or type some text here.');
  const [outputSize, setOutputSize] = useState<'small' | 'large'>('small');
  const output = useMemo(() => (outputSize === 'small' ? sampleText(600) : sampleText(LARGE_OUTPUT_CHARS * 20)), [outputSize]);

  return (
    <DemoPage name="c-large-text" description="Text areas that stay responsive with megabytes of text, and the standard read-only output.">
      <DemoSection
        title="LargeTextInput"
        description={`An ordinary textarea up to ${LARGE_TEXT_CHARS.toLocaleString('en')} characters; beyond, a read-only preview with "Edit anyway" and "Clear".`}
      >
        <Group gap="sm">
          <ActionButton onClick={() => setInput(sampleText(1_000_000))}>Load 1 MB of text</ActionButton>
          <ActionButton variant="text" onClick={() => setInput('Short text.')}>
            Load a short text
          </ActionButton>
        </Group>
        <LargeTextInput label="Large text input" value={input} onChange={setInput} rows={8} />
        <Text size="xs" c="dimmed">
          {input.length.toLocaleString('en')} characters
        </Text>
      </DemoSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DemoSection
          title="OutputArea, large"
          description={`A read-only textarea up to ${LARGE_OUTPUT_CHARS.toLocaleString('en')} characters, beyond it by itself the large-text view: a lazily laid-out text box.`}
        >
          <Group gap="sm">
            <ActionButton variant="text" onClick={() => setOutputSize('small')} aria-pressed={outputSize === 'small'}>
              Small output
            </ActionButton>
            <ActionButton variant="text" onClick={() => setOutputSize('large')} aria-pressed={outputSize === 'large'}>
              2 MB output
            </ActionButton>
          </Group>
          <OutputArea label="Large text output" value={output} rows={8} />
        </DemoSection>

        <DemoSection title="OutputArea" description="The labelled read-only textarea with a Copy button: the one text output.">
          <OutputArea label="Output" value={'{\n  "hello": "world"\n}'} rows={4} />
          <OutputArea label="Output without copy" value="No Copy button here." rows={1} copyLabel={false} />
        </DemoSection>
      </SimpleGrid>
    </DemoPage>
  );
}
