import { Group } from '@mantine/core';
import { ModalValue } from '../../../ui/modal-value/ModalValue';
import { DemoPage, DemoSection } from '../DemoPage';

const KEY = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEexampleexampleexampleexampleexample
exampleexampleexampleexampleexampleexampleexampleexampleexample==
-----END PUBLIC KEY-----`;

export function ModalValueDemo() {
  return (
    <DemoPage name="c-modal-value" description='ModalValue: a button opening a modal with a value, copyable by default ("Copy" then "Copied!").'>
      <DemoSection title="With a label" description="The label is the button's text and the modal's title.">
        <Group>
          <ModalValue label="Public key" value={KEY} />
        </Group>
      </DemoSection>
      <DemoSection title="Button label and custom button">
        <Group>
          <ModalValue label="Generated token" buttonLabel="Show the token" value="tok_3f9a8b7c6d5e4f3a2b1c" buttonProps={{ type: 'primary' }} />
          <ModalValue buttonLabel="Show the note" value="A plain sentence, not monospace." monospace={false} />
        </Group>
      </DemoSection>
      <DemoSection title="Not copyable">
        <Group>
          <ModalValue label="Read-only value" value="You can read this but there is no Copy button." copyable={false} />
        </Group>
      </DemoSection>
    </DemoPage>
  );
}
