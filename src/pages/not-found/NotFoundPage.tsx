import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" mt="xl" ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg">{t('notFound.message')}</Text>
      <Text c="dimmed">{t('notFound.cacheHint')}</Text>
      <Button component={Link} to="/" mt="md">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
