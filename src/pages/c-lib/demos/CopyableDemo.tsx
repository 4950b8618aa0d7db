import { Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '../../../ui/copy/CopyButton';
import { CopyIconButton } from '../../../ui/copy/CopyIconButton';
import { CopyableText } from '../../../ui/copy/CopyableText';
import { DemoPage, DemoSection } from '../DemoPage';

const TOKEN = 'f3b1c0de-9a7e-4d2b-8c5f-1e6a2b3c4d5e';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Text size="sm" c="dimmed" w={180} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

export function CopyableDemo() {
  return (
    <DemoPage
      name="c-copyable"
      description='Copy helpers: tooltip "Copy to clipboard" then "Copied!" for 1500 ms, toast "Copied to the clipboard" (can be switched off or replaced).'
    >
      <DemoSection title="CopyableText" description="Click the text to copy it.">
        <Stack gap="sm">
          <Row label="Value">
            <CopyableText value={TOKEN} />
          </Row>
          <Row label="Displayed value">
            <CopyableText value={TOKEN} displayValue="f3b1…4d5e (shortened)" />
          </Row>
          <Row label="Without icon">
            <CopyableText value="no icon" showIcon={false} />
          </Row>
        </Stack>
      </DemoSection>

      <DemoSection title="CopyIconButton" description="An icon-only button named by its label.">
        <Stack gap="sm">
          <Row label="Default name">
            <CopyIconButton value={TOKEN} />
          </Row>
          <Row label='Label "Copy the token"'>
            <CopyIconButton value={TOKEN} label="Copy the token" />
          </Row>
          <Row label="Sizes">
            <Group gap="xs">
              <CopyIconButton value="small" label="Copy small" size="sm" />
              <CopyIconButton value="medium" label="Copy medium" size="md" />
              <CopyIconButton value="large" label="Copy large" size="lg" />
            </Group>
          </Row>
        </Stack>
      </DemoSection>

      <DemoSection title="CopyButton" description='A text button reading "Copied!" after a copy.'>
        <Stack gap="sm">
          <Row label="Default">
            <CopyButton value={TOKEN} />
          </Row>
          <Row label="Custom label">
            <CopyButton value={TOKEN} label="Copy the token" />
          </Row>
          <Row label="Disabled">
            <CopyButton value="" label="Nothing to copy" disabled />
          </Row>
        </Stack>
      </DemoSection>

      <DemoSection title="Toast after copying">
        <Group gap="sm">
          <CopyButton value={TOKEN} label="Default toast" />
          <CopyButton value={TOKEN} label="Custom toast" toast="Token copied" />
          <CopyButton value={TOKEN} label="No toast" toast={false} />
        </Group>
      </DemoSection>
    </DemoPage>
  );
}
