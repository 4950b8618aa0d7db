import { Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '../../../ui/copy/CopyButton';
import { CopyIconButton } from '../../../ui/copy/CopyIconButton';
import { CopyableText } from '../../../ui/copy/CopyableText';
import { ReadOnlyField } from '../../../ui/read-only-field/ReadOnlyField';
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

      <DemoSection title="ReadOnlyField" description="One result value, read-only, with a copy icon button: label above or on the left, one line or several.">
        <Stack gap="sm">
          <ReadOnlyField label="Label above" value={TOKEN} copyLabel="Copy the value above" />
          <ReadOnlyField inline label="Label on the left" value="192.168.0.1" copyLabel="Copy the value on the left" />
          <ReadOnlyField labelWidth={110} label="Narrow label" value="" placeholder="Empty: nothing to copy" copyLabel="Copy the empty value" />
          <ReadOnlyField multiline autosize minRows={2} label="Several lines" value={'10.0.0.0/8\n172.16.0.0/12\n192.168.0.0/16'} copyLabel="Copy the lines" />
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
