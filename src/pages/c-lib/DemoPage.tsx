import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Where the gallery lives; demo links are absolute so they never depend on relative-route rules. */
export const GALLERY_PATH = '/c-lib';

export interface DemoPageProps {
  /** The demo's name (its route segment, e.g. "c-select"), shown as the page heading. */
  name: string;
  /** One line saying which component this page shows. */
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every demo page: a link back to the gallery, the demo's name as h1, its sections. */
export function DemoPage({ name, description, children }: DemoPageProps) {
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Anchor component={Link} to={GALLERY_PATH} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            <span>Back to the component gallery</span>
          </Group>
        </Anchor>
        <Title order={1}>{name}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

export interface DemoSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled example of a demo page (a landmark region named by its h2). */
export function DemoSection({ title, description, children }: DemoSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
