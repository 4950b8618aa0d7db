import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { config } from '../../modules/config/config';

export function Footer() {
  const { t } = useTranslation();
  const sha = config.app.lastCommitSha;
  return (
    <Group component="footer" justify="center" gap="xs" py="md" px="md" c="dimmed" wrap="wrap">
      <Text size="sm">{t('footer.version', { version: config.app.version })}</Text>
      {sha !== '' && (
        <>
          <Text size="sm" aria-hidden>
            ·
          </Text>
          <Anchor size="sm" href={`${config.links.repository}/tree/${sha}`} target="_blank" rel="noopener noreferrer" c="dimmed" td="underline">
            {t('footer.commit', { sha: sha.slice(0, 7) })}
          </Anchor>
        </>
      )}
      <Text size="sm" aria-hidden>
        ·
      </Text>
      <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
    </Group>
  );
}
