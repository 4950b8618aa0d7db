import { Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ActionButton, type ActionButtonType, type ActionButtonVariant } from '../../../ui/button/ActionButton';
import { type UiSize } from '../../../ui/size/ui-size';
import { DemoPage, DemoSection } from '../DemoPage';

const VARIANTS: ActionButtonVariant[] = ['basic', 'text'];
const TYPES: ActionButtonType[] = ['default', 'primary', 'warning', 'error'];
const SIZES: UiSize[] = ['small', 'medium', 'large'];

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ButtonDemo() {
  return (
    <DemoPage name="c-button" description="ActionButton: variants basic and text, four types, three sizes (28, 34, 40 px).">
      {VARIANTS.map((variant) => (
        <DemoSection key={variant} title={`Variant ${variant}`}>
          <Stack gap="sm">
            {SIZES.map((size) => (
              <Group key={size} gap="sm" align="center">
                <Text size="sm" c="dimmed" w={70}>
                  {size}
                </Text>
                {TYPES.map((type) => (
                  <ActionButton key={type} variant={variant} type={type} size={size}>
                    {capitalized(type)}
                  </ActionButton>
                ))}
              </Group>
            ))}
          </Stack>
        </DemoSection>
      ))}

      <DemoSection title="States">
        <Group gap="sm">
          <ActionButton type="primary" leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            With an icon
          </ActionButton>
          <ActionButton type="primary" disabled>
            Disabled
          </ActionButton>
          <ActionButton type="primary" loading>
            Loading
          </ActionButton>
          <ActionButton type="error" variant="text" disabled>
            Disabled text
          </ActionButton>
        </Group>
      </DemoSection>
    </DemoPage>
  );
}
