import { Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ActionButton } from '../../../ui/button/ActionButton';
import { DemoPage, DemoSection } from '../DemoPage';

export function ModalDemo() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <DemoPage name="c-modal" description="Mantine Modal: opens from a button, closes on outside click, Escape or its buttons.">
      <DemoSection title="Modal">
        <Group>
          <ActionButton type="primary" onClick={open} aria-haspopup="dialog">
            Open modal
          </ActionButton>
        </Group>
        <Modal opened={opened} onClose={close} title="Demo modal" centered closeButtonProps={{ 'aria-label': 'Close' }}>
          <Stack gap="md">
            <Text>This modal closes when you click outside it, press Escape, or use a button.</Text>
            <Group justify="flex-end">
              <ActionButton onClick={close}>Done</ActionButton>
            </Group>
          </Stack>
        </Modal>
      </DemoSection>
    </DemoPage>
  );
}
