import { Paper, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { TextField } from '../../../ui/input/TextField';
import { Markdown } from '../../../ui/markdown/Markdown';
import { DemoPage, DemoSection } from '../DemoPage';

const SAMPLE = `# Heading 1
## Heading 2
### Heading 3

Some **bold**, *italic* and \`inline code\` text, with [a link](https://github.com/CorentinTh/it-tools) that opens in a new tab.

- First item
- Second item
  - Nested item

1. One
2. Two

- [x] A done task
- [ ] A task to do

\`\`\`ts
function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`

> A quote.

| Column | Value |
| ------ | ----- |
| a      | 1     |

## Attacks that get sanitised

<script>alert('script')</script>
<img alt="broken" src="javascript:alert('img')" onerror="alert('onerror')">
<a href="javascript:alert('link')" onclick="alert('click')">A javascript: link</a>
[A markdown javascript: link](javascript:alert('md'))
<iframe src="https://example.com"></iframe>
<p style="color: red">Styled paragraph (the style goes)</p>
`;

export function MarkdownDemo() {
  const [source, setSource] = useState(SAMPLE);
  return (
    <DemoPage name="c-markdown" description="Markdown: GitHub-flavoured markdown rendered as sanitised HTML (markdown-it + DOMPurify).">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DemoSection title="Source">
          <TextField label="Markdown source" multiline rows={24} monospace value={source} onChange={setSource} />
        </DemoSection>
        <DemoSection title="Rendered">
          <Paper withBorder p="md" radius="md">
            <Markdown markdown={source} data-testid="markdown-output" />
          </Paper>
        </DemoSection>
      </SimpleGrid>
    </DemoPage>
  );
}
